export {
  buildChartGraph,
  CHART_ROOT_ID,
  edgeContainer,
  GEOMETRY,
  graphEdges,
  graphNodes,
  type BuildChartOptions,
  type ChartDirection,
  type ChartEdgeInfo,
  type ChartElkEdge,
  type ChartElkNode,
  type ChartGraph,
  type ChartNodeInfo,
  type ChartNodeKind,
} from './graph';
export { nodeTransitions } from './states';
export { delayText, eventText, formatDelayText, guardText, transitionLabel } from './labels';
export { layoutChart, type ChartElk, type ChartLayout, type LaidEdge, type LaidLabel, type LaidNode, type Point } from './layout';
export { FONTS, fontCss, measureText, type ChartFont, type MeasureText, type TextSize } from './measure';
export { reactPropName, toReact, toSvgString } from './render';
export { chartTree, routePath, type ChartAttrs, type ChartTreeOptions, type ChartVNode } from './tree';
