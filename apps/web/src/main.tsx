import { isPrivatePath } from '@studio/content';
import { LOGIN_PATH } from './sign-in/address';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// /login is a page of its own; registration and the admin area are the app with its router;
// every other page (the public site in each language, the not-found page) is a page of its
// own too: their first loads run no router (issue 29). Only the default language has the
// admin's paths ("/es/admin" is not found).
const path = window.location.pathname.replace(/(.)\/+$/, '$1');
if (path === LOGIN_PATH)
  void import('./sign-in/start').then(({ startSignIn }) => startSignIn(root));
else if (isPrivatePath(path)) void import('./spa-start').then(({ startSpa }) => startSpa(root));
else void import('./public/start').then(({ startPublicPage }) => startPublicPage(root));
