/** The Logistics calls (docs/spec.md §7, §8) and the dashboard's figures. */
import * as logistics from '../logistics';
import { tagged, type Operation } from '../operation';

const lg = tagged('Logistics');

export const logisticsOperations: Operation[] = [
  lg.list(
    '/api/apps/logistics/vehicles',
    'listVehicles',
    'Vehicles',
    logistics.vehicleListQuery,
    logistics.vehicleListResponse,
  ),
  lg.read(
    '/api/apps/logistics/stats',
    'getVehicleStats',
    'The logistics dashboard figures',
    logistics.vehicleStats,
    {
      description: `Counts of the fleet (on route, with warnings, deviated more than ${logistics.OFF_ROUTE_KM} km, late, arrived), parcels in transit and delivered, the mean trip time, and the deliveries per month: each derived from the vehicles' own fields by the rules of the contract.`,
    },
  ),
];
