import { createRoot } from 'react-dom/client';
import { Portal } from './Portal';

createRoot(document.getElementById('portal')!).render(<Portal />);
