import { Amina, Musa } from '../kit/people';
import { ColdRoom, Ground, Scene, SKY, Sun } from '../kit/places';
import { Crate, Phone, Tricycle } from '../kit/things';

/** Mid-morning at the solar cold room: Amina arrives with her crates; Musa comes out to meet her. */
export function ColdRoomArrival() {
  return (
    <Scene sky={SKY.day}>
      <Sun x={40} y={34} r={12} />
      <Ground y={142} colour="#c5e1a5" />
      <path d="M0 172 L320 166 L320 200 L0 200 Z" fill="#d7ccc8" />
      <ColdRoom x={176} y={160} w={132} />
      <Tricycle x={14} y={190}>
        <Crate x={10} y={164} w={30} />
        <Crate x={42} y={164} w={30} />
        <Crate x={26} y={148} w={30} />
        <path d="M6 162 Q6 126 40 122 Q74 126 76 162 Z" fill="#fff8e1" opacity={0.9} />
      </Tricycle>
      <Amina x={136} y={190} arms="front" flip />
      <Musa x={232} y={176} arms="phone" flip />
      <Phone x={236} y={126} w={8} />
    </Scene>
  );
}
