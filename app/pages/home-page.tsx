import { HomeScreen } from '@/screens/home/home-screen';

/** `/`: the equipment overview. */
export function Component() {
  return <HomeScreen />;
}
