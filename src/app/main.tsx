import { createRoot } from 'react-dom/client';
import '../ui/global.css';
import { App } from './app';
import { createAppServices } from './services';
import { appConfig } from '../screens/shared/app-config';

// Created at module level: React StrictMode runs effects twice, and the app needs exactly one of each.
const services = createAppServices({ baseUrl: appConfig.apiUrl, storage: window.localStorage });

createRoot(document.getElementById('root')!).render(<App services={services} />);
