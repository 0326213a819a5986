import { Amina, MamaNgozi } from '../kit/people';
import { Ground, Scene, SKY, Stall } from '../kit/places';
import { Crate, Money, Tomato } from '../kit/things';

/** Afternoon at market: few tomatoes left on the stalls, Amina's are firm and red, and she is paid well. */
export function MarketSale() {
  return (
    <Scene sky={SKY.day}>
      <Ground y={138} colour="#e0c9a6" />
      <Stall x={220} y={170} w={88} heap={1} />
      {[0, 1, 2].map((col) => [0, 1].map((row) => <Crate key={`${col}-${row}`} x={14 + col * 34} y={192 - row * 19} w={32} colour="#e53935" />))}
      <Amina x={140} y={190} arms="offer" />
      <Money x={176} y={128} />
      <MamaNgozi x={206} y={192} arms="wave" flip />
      <Tomato x={184} y={96} r={6.5} />
    </Scene>
  );
}
