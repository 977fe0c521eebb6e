-- Issue 16: parameter names in both languages, and blank ranges that were stored as 0 ~ 0.
--
-- param_defs already has both names (param_name in Chinese, param_name_en in English, since 0001),
-- filled for the demo catalogue by server/db/seed-data.ts. A blank English name sent as null was
-- coerced to '' by request validation: it is no name.
update param_defs set param_name_en = null where btrim(param_name_en) = '';

-- A configuration under either of its definition's names carries the definition's name (the add
-- form offered the English one to English users): store the Chinese one, so that the name follows
-- the reader's language. Any other name is one the device was given and is kept.
update device_params dp
set name = pd.param_name
from param_defs pd
where pd.param_key = dp.param_key
  and dp.name <> pd.param_name
  and (dp.name = pd.param_name_en or btrim(dp.name) = '');

-- Blank ranges were stored as 0 ~ 0 (request validation coerced null to 0). A range whose both ends
-- are 0 admits only the value 0, which no measured parameter means: it is "no range". The reasonable
-- range (startValue..endValue) flagged every reading invalid; the best range showed none as best.
update device_params set "startValue" = null, "endValue" = null where "startValue" = 0 and "endValue" = 0;
update device_params set "valuePerfectL" = null, "valuePerfectH" = null where "valuePerfectL" = 0 and "valuePerfectH" = 0;
-- Alarm limits min = max = 0 on a measured (float) parameter: the side its warning type (isHigh: 0 too
-- low, 1 excess, 2 both) does not use was blank, and with both sides used it alarms on every reading
-- but 0, so that side is cleared too. A used side of 0 alone may be meant ("alarm below 0 °C") and
-- stays. Switches and flags keep theirs: 0 there can mean "alarm when on".
update device_params dp
set min = case when dp."isHigh" = 0 then dp.min else null end,
    max = case when dp."isHigh" = 1 then dp.max else null end
from param_defs pd
where pd.param_key = dp.param_key and pd.param_type = 'float' and dp.min = 0 and dp.max = 0;
