// Federation's asynchronous boundary: the remote's module is loaded on demand.
import('./portal.js');
