import { Amina, Tunde } from '../kit/people';
import { Ground, Scene, SKY, Sun, TomatoRows, Tree } from '../kit/places';
import { Crate, Tomato } from '../kit/things';

/** Early morning in the tomato field: Amina and Tunde pick gently into crates; full crates wait in the shade. */
export function HarvestDawn() {
  return (
    <Scene sky={SKY.dawn}>
      <Sun x={46} y={78} r={18} />
      <Ground y={120} colour="#9ccc65" />
      <TomatoRows y={138} to={220} />
      <TomatoRows y={196} from={-10} to={60} />
      <ellipse cx={272} cy={178} rx={48} ry={8} fill="#33691e" opacity={0.3} />
      <Tree x={272} y={170} s={0.9} />
      <Crate x={236} y={182} w={34} />
      <Crate x={272} y={182} w={34} />
      <Crate x={254} y={163} w={34} />
      <Tunde x={70} y={182} arms="front" />
      <Tomato x={93} y={140} r={4.5} colour="#ff8a65" />
      <Amina x={150} y={186} arms="front" kneel />
      <Crate x={168} y={192} w={38} full={false} />
      <Tomato x={176} y={164} r={4} colour="#ff8a65" />
      <Tomato x={186} y={165} r={4} />
    </Scene>
  );
}
