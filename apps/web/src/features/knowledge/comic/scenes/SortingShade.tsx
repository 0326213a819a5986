import { Amina, Tunde } from '../kit/people';
import { Ground, Scene, SKY } from '../kit/places';
import { Basket, Bucket, Crate, Tomato } from '../kit/things';

/** In the shade, Amina sorts: firm ones to store, ripe ones to sell, split ones kept out. */
export function SortingShade() {
  return (
    <Scene sky={SKY.day}>
      <Ground y={118} colour="#aed581" />
      <ellipse cx={160} cy={170} rx={150} ry={26} fill="#33691e" opacity={0.22} />
      <path d="M96 120 L100 0 L118 0 L122 120 Z" fill="#795548" />
      {[0, 50, 100, 150, 200, 250, 300].map((x, i) => (
        <circle key={x} cx={x + 10} cy={i % 2 ? 8 : 14} r={34} fill={i % 2 ? '#43a047' : '#388e3c'} />
      ))}
      <Amina x={140} y={184} arms="front" kneel />
      <Crate x={40} y={186} w={42} />
      <Basket x={178} y={188} w={36} />
      <Bucket x={226} y={188} w={28} />
      <Tunde x={284} y={186} arms="wave" flip />
      <Tomato x={265} y={108} r={5} colour="#b23b2e" split />
    </Scene>
  );
}
