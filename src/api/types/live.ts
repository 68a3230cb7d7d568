/** The live protocol's types (src/api/contract/live.ts), without loading its schemas. */
export type {
  LiveClientMessage,
  LiveServerMessage,
  LiveReading,
  LiveSubscribed,
  LiveReadings,
  LiveAlarm,
  LiveError,
  LiveChange,
  LiveChanged,
} from '../contract/live';
