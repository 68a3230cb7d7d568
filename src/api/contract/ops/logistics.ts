/** The Logistics calls (SPEC.md §7, §8). */
import * as logistics from '../logistics';
import { tagged, type Operation } from '../operation';

const lg = tagged('Logistics');

export const logisticsOperations: Operation[] = [
  lg.list('/api/apps/logistics/vehicles', 'listVehicles', 'Vehicles', logistics.vehicleListQuery, logistics.vehicleListResponse),
];
