import { start } from './app/start';

void start();
