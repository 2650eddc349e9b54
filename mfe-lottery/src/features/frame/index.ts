// The lottery frame (/m/launchGame): launch, framed game, checked messages.
export { useLaunchFrame } from './hooks';
export { frameSourceOf, playMessageOf } from './messages';
export { LotteryFrame, type LotteryFrameProps } from './components/LotteryFrame';
