/**
 * Reach Router hands path parameters to route components as props; the typed shape every
 * parameterised route uses.
 */
import type { RouteComponentProps } from '@reach/router';

export type RouteProps<Params extends string = never> = RouteComponentProps<{ [K in Params]: string }>;
