import { createRoot } from 'react-dom/client';
import '../ui/global.css';
import { App } from './app';
import { createAppServices } from './services';
import { appConfig } from '../screens/shared/app-config';
import { DbClient } from '../db/db-client';
import { browserEnvironment } from '../db/browser-environment';
import { createCartStore } from '../db/cart-store';

// Created at module level: React StrictMode runs effects twice, and a second database worker in the same tab
// would fail like a second tab.
const db = new DbClient(browserEnvironment());
const services = createAppServices({ baseUrl: appConfig.apiUrl, storage: window.localStorage, db });

// For QA and the end-to-end tests: the browser database, the cart's store and the cart machine's actor.
Object.assign(window, { __domenika: { db, cart: createCartStore(db), cartActor: services.cartActor } });

createRoot(document.getElementById('root')!).render(<App services={services} />);
