/** What other features may use of system; everything else in this folder is its own. */
export { default as NotFoundScreen } from './not-found-screen';
