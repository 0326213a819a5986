import { Amina, Musa, Tunde } from '../kit/people';
import { ColdRoom, Ground, Scene, SKY } from '../kit/places';
import { Crate, Phone, Tricycle } from '../kit/things';

/** At the cold room door: Musa shows the fee, Amina pays by phone, Tunde loads the crates. */
export function CheckOutPay() {
  return (
    <Scene sky={SKY.day}>
      <Ground y={140} colour="#c5e1a5" />
      <path d="M0 170 L320 166 L320 200 L0 200 Z" fill="#d7ccc8" />
      <ColdRoom x={-20} y={164} w={128} open />
      <Musa x={110} y={180} arms="offer" />
      <Phone x={136} y={136} w={11} screen="fee" />
      <Amina x={182} y={182} arms="offer" flip />
      <Phone x={150} y={134} w={10} screen="lines" />
      <Tricycle x={206} y={196}>
        <Crate x={202} y={170} w={30} />
        <Crate x={234} y={170} w={30} />
        <Crate x={218} y={154} w={30} />
      </Tricycle>
      <Tunde x={300} y={194} arms="front" flip />
      <Crate x={262} y={160} w={28} />
    </Scene>
  );
}
