/**
 * What a console screen is handed, apart from the route map: screens import it from here, and the
 * route map (routes.tsx) imports the screens, so nothing imports back into the map.
 */
export interface OpsScreenProps {
  /** The `:id` of the screen's path, for screens of one record. */
  id?: string;
}
