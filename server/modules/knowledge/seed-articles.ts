/** The demo articles: a few real-looking ones per category, in both languages (seed.ts stores them). */
type Node = Record<string, unknown>;
const text = (t: string): Node => ({ type: 'text', text: t });
const h = (level: number, t: string): Node => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const p = (t: string): Node => ({ type: 'paragraph', content: [text(t)] });
const ul = (...items: string[]): Node => ({ type: 'bulletList', content: items.map((i) => ({ type: 'listItem', content: [p(i)] })) });
const cell = (type: string, t: string): Node => ({ type, content: [p(t)] });
const table = (head: string[], ...rows: string[][]): Node => ({
  type: 'table',
  content: [
    { type: 'tableRow', content: head.map((c) => cell('tableHeader', c)) },
    ...rows.map((r) => ({ type: 'tableRow', content: r.map((c) => cell('tableCell', c)) })),
  ],
});
const doc = (...content: Node[]) => ({ type: 'doc', content });

export interface SeedArticle {
  company: 'fish' | 'reservoir';
  category: 'fish' | 'surroundings' | 'fire';
  title: string;
  tags: string[];
  pinned: boolean;
  body: ReturnType<typeof doc>;
}

export const SEED_ARTICLES: SeedArticle[] = [
  {
    company: 'fish', category: 'fish', title: '池塘水质管理要点', tags: ['水质', '溶解氧'], pinned: true,
    body: doc(
      h(2, '为什么要关注水质'), p('池塘水质直接决定鱼虾的摄食、生长和发病率。溶解氧、pH、氨氮和亚硝酸盐是每天都要看的四个指标。'),
      h(2, '关键指标参考范围'), table(['指标', '适宜范围', '处理建议'], ['溶解氧', '≥5 mg/L', '低于3 mg/L时立即开增氧机'], ['pH', '7.0–8.5', '偏低时泼洒生石灰'], ['氨氮', '<0.2 mg/L', '减少投喂并换水']),
      h(2, '日常操作'), ul('凌晨4点到6点巡塘，重点看浮头', '晴天中午开增氧机1到2小时', '每周检测一次氨氮和亚硝酸盐'),
    ),
  },
  {
    company: 'fish', category: 'fish', title: 'Pond water quality basics', tags: ['water quality', 'dissolved oxygen'], pinned: false,
    body: doc(
      h(2, 'Why water quality matters'), p('Dissolved oxygen, pH, ammonia and nitrite decide how well fish and shrimp feed and grow. Check them every day.'),
      h(2, 'Target ranges'), table(['Indicator', 'Target', 'Action'], ['Dissolved oxygen', '≥ 5 mg/L', 'Start aerators below 3 mg/L'], ['pH', '7.0–8.5', 'Spread quicklime when low'], ['Ammonia', '< 0.2 mg/L', 'Feed less and exchange water']),
      h(2, 'Daily routine'), ul('Walk the ponds between 4 and 6 am and look for fish gasping at the surface', 'Run aerators for an hour or two at noon on sunny days', 'Test ammonia and nitrite once a week'),
    ),
  },
  {
    company: 'fish', category: 'fish', title: '对虾常见病害预防', tags: ['对虾', '病害'], pinned: false,
    body: doc(
      h(2, '预防为主'), p('对虾白斑综合征和肝胰腺坏死病一旦暴发很难控制，放苗前清塘消毒、选择检疫合格的虾苗是第一道防线。'),
      h(2, '养殖期管理'), ul('控制放养密度，避免过度投喂', '定期使用芽孢杆菌等微生态制剂调水', '发现病虾及时捞出并送检'),
    ),
  },
  {
    company: 'fish', category: 'fish', title: 'Preventing shrimp diseases', tags: ['shrimp', 'disease'], pinned: false,
    body: doc(
      h(2, 'Prevention first'), p('White spot syndrome and acute hepatopancreatic necrosis are hard to stop once they break out. Disinfect the pond before stocking and buy certified post-larvae.'),
      h(2, 'During the season'), ul('Keep stocking density moderate and never overfeed', 'Use probiotics such as Bacillus to keep the water stable', 'Remove sick shrimp at once and send samples for testing'),
    ),
  },
  {
    company: 'reservoir', category: 'surroundings', title: '水库汛期安全巡查指南', tags: ['汛期', '巡查'], pinned: true,
    body: doc(
      h(2, '汛前准备'), p('汛期前要完成大坝、溢洪道和闸门的全面检查，确认雨量站和水位计数据正常上报。'),
      h(2, '巡查重点'), table(['部位', '检查内容'], ['坝体', '裂缝、渗水、滑坡迹象'], ['溢洪道', '是否有堵塞物'], ['闸门', '启闭是否灵活']),
      h(2, '应急处置'), ul('水位超过汛限水位时立即上报', '降雨量超过50毫米时加密巡查'),
    ),
  },
  {
    company: 'reservoir', category: 'surroundings', title: 'Reservoir flood season checklist', tags: ['flood season', 'inspection'], pinned: false,
    body: doc(
      h(2, 'Before the flood season'), p('Inspect the dam, spillway and gates, and make sure the rain gauges and water level sensors report on time.'),
      h(2, 'What to inspect'), table(['Part', 'Look for'], ['Dam body', 'Cracks, seepage, signs of sliding'], ['Spillway', 'Debris blocking the channel'], ['Gates', 'Smooth opening and closing']),
      h(2, 'When water rises'), ul('Report at once when the level passes the flood limit', 'Inspect more often when rainfall passes 50 mm'),
    ),
  },
  {
    company: 'reservoir', category: 'fire', title: '饲料仓库消防安全', tags: ['消防', '仓库'], pinned: false,
    body: doc(
      h(2, '主要风险'), p('饲料和包装物都是可燃物，粉尘在密闭空间内还可能引发爆炸，电气线路老化是最常见的起火原因。'),
      h(2, '防范措施'), ul('仓库内严禁吸烟和明火', '每季度检查一次电气线路', '灭火器放在门口显眼位置并定期检查压力', '货物堆放与灯具保持0.5米以上距离'),
    ),
  },
  {
    company: 'reservoir', category: 'fire', title: 'Fire safety in feed stores', tags: ['fire safety', 'warehouse'], pinned: false,
    body: doc(
      h(2, 'The main risks'), p('Feed and its packaging burn easily, and dust in a closed room can even explode. Ageing wiring is the most common cause of fires.'),
      h(2, 'Precautions'), ul('No smoking or open flames inside the store', 'Inspect the wiring every quarter', 'Keep extinguishers by the door and check their pressure', 'Keep stacks at least half a metre from lamps'),
    ),
  },
];
