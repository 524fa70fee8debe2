export const routeSlotMarker: string;
