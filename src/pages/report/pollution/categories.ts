import { AQI_LEVELS } from '../../../../shared/contract/air-quality';
import type { PollutionResult } from '../../../api/reports';

/** GB 3838-2002 classes from clean blue to the AQI's maroon for worse than V. */
const WATER_COLORS: Record<string, string> = { I: '#1677ff', II: '#13c2c2', III: '#52c41a', IV: '#faad14', V: '#f5222d', 'V+': '#7e0023' };
export const NO_DATA_COLOR = '#d9d9d9';

/** A category's colour: the AQI level's (spec section 9) or the water class's. */
export function categoryColor(kind: PollutionResult['kind'], category: string): string {
  if (kind === 'air') return AQI_LEVELS.find((l) => l.level === category)?.rgb ?? NO_DATA_COLOR;
  return WATER_COLORS[category] ?? NO_DATA_COLOR;
}

/** Chinese writes the levels as 一级..六级 (HJ 633-2012) and the classes as Ⅰ..Ⅴ类, 劣Ⅴ类 (GB 3838-2002). */
const ZH_LEVEL: Record<string, string> = { I: '一级', II: '二级', III: '三级', IV: '四级', V: '五级', VI: '六级' };
const ZH_CLASS: Record<string, string> = { I: 'Ⅰ类', II: 'Ⅱ类', III: 'Ⅲ类', IV: 'Ⅳ类', V: 'Ⅴ类', 'V+': '劣Ⅴ类' };

/** A category's label in the interface language: "III Lightly polluted" / "三级 轻度污染", "Class III" / "Ⅲ类". */
export function categoryLabel(kind: PollutionResult['kind'], category: string, en: boolean): string {
  if (kind === 'air') {
    const level = AQI_LEVELS.find((l) => l.level === category);
    if (!level) return category;
    return en ? `${level.level} ${level.en}` : `${ZH_LEVEL[level.level]} ${level.zh}`;
  }
  if (en) return category === 'V+' ? 'Worse than class V' : `Class ${category}`;
  return ZH_CLASS[category] ?? category;
}
