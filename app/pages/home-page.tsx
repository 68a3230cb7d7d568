import { HomeScreen } from '../../src/screens/home/home-screen';

/** `/`: the equipment overview. */
export function Component() {
  return <HomeScreen />;
}
