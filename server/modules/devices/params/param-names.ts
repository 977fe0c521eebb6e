/** A parameter definition's two names: param_name (Chinese, the spec's field) and its English name. */
export interface DefNames {
  param_name: string;
  param_name_en: string | null;
}

/**
 * A configuration keeps the definition's name unless someone gave the parameter its own name on
 * that device. A stored name equal to either of the definition's names is the definition's name
 * (the add form offers it in the user's language), so it follows the language of whoever reads it.
 */
export function isDefinitionName(name: string | null | undefined, def: DefNames): boolean {
  const text = name?.trim() ?? '';
  return text === '' || text === def.param_name || (def.param_name_en !== null && text === def.param_name_en);
}

/** The name a configuration is stored under: the definition's param_name, or the device's own name. */
export function storedConfigName(name: string | null | undefined, def: DefNames): string {
  return isDefinitionName(name, def) ? def.param_name : name!.trim();
}

/**
 * A configuration's name in Chinese (`name`) and in English (`name_en`); clients show the one of
 * the user's language. A definition without an English name shows its Chinese name in English,
 * and a device's own name is the same in both (it is what the user typed).
 */
export function configNames(name: string, def: DefNames): { name: string; name_en: string } {
  if (!isDefinitionName(name, def)) return { name, name_en: name };
  return { name: def.param_name, name_en: def.param_name_en || def.param_name };
}
