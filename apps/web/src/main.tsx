import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app-router';
import { queryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createAppRouter(queryClient);
// What the server painted into the root (a page's first screen, or the logo loader) stays until
// the page's code is in: the first render then replaces it with the same page, not a blank.
const render = () => createRoot(root).render(<App router={router} queryClient={queryClient} />);
if (root.hasChildNodes()) router.load().then(render, render);
else render();
