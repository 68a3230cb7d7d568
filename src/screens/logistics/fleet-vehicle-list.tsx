import { IconTruck } from '@tabler/icons-react';

import type { Vehicle } from '@/api/types/logistics';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Avatar } from '@/components/ui/avatar';
import { Progress } from '@/components/ui/progress';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { STATE_TONE, vehicleName, vehicleState } from './vehicle-display';
import { VehicleStateChip } from './vehicle-state-chip';
import { VehicleTripTimeline } from './vehicle-trip-timeline';

export interface FleetVehicleListProps {
  vehicles: readonly Vehicle[];
  /** The chosen vehicle's id, or null. */
  selectedId: number | null;
  /** Called with the vehicle chosen, or null when its section is closed. */
  onSelect: (id: number | null) => void;
}

/** The id of a vehicle's section, for scrolling it into view when its marker is chosen. */
export const vehicleSectionId = (id: number) => `fleet-vehicle-${id}`;

/** Every vehicle as an accordion section: name, route and state; opened, its progress and trip. */
export function FleetVehicleList({ vehicles, selectedId, onSelect }: FleetVehicleListProps) {
  const { t } = useKitTranslation(logisticsNs);
  return (
    <Accordion
      type="single"
      collapsible
      value={selectedId === null ? '' : String(selectedId)}
      onValueChange={(value) => onSelect(value ? Number(value) : null)}
    >
      {vehicles.map((v) => {
        const name = vehicleName(v);
        const state = vehicleState(v);
        return (
          <AccordionItem
            key={v.id}
            value={String(v.id)}
            id={vehicleSectionId(v.id)}
            className="ee:scroll-mt-24"
          >
            <AccordionTrigger
              headingLevel={3}
              icon={
                <Avatar
                  size="sm"
                  color={STATE_TONE[state]}
                  alt=""
                  fallback={<IconTruck aria-hidden />}
                />
              }
              end={<VehicleStateChip state={state} />}
              className="ee:px-4"
            >
              <span className="ee:block ee:font-medium">{name}</span>
              <span className="ee:block ee:truncate ee:text-[13px] ee:font-normal ee:text-muted">
                {isolate((s) => t('fleet.route', { from: s.from, to: s.to }), {
                  from: v.startCity,
                  to: v.endCity,
                })}
              </span>
            </AccordionTrigger>
            <AccordionContent className="ee:flex ee:flex-col ee:gap-5 ee:px-4">
              <Progress
                value={v.progress}
                color={v.progress >= 100 ? 'success' : 'primary'}
                label={t('progressOf', { name })}
                showValue
              />
              <VehicleTripTimeline vehicle={v} />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
