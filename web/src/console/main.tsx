// Entry of the client console at GET /console (CONTRACT §10): its own Vite entry, so nothing of it ships
// with the connect widget.
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import '../styles.css';
import './console.css';

createRoot(document.getElementById('root')!).render(<ConsoleApp />);
