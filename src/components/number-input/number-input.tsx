import { useCallback, useState, type Ref } from 'react';
import { App, InputNumber, Tooltip, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../i18n';

registerTranslations({
  'zh-CN': { numberInput: { notANumber: '请输入数字', reverted: '“{{text}}”不是数字，已恢复为原来的值', increase: '增大', decrease: '减小' } },
  'en-US': { numberInput: { notANumber: 'Enter a number', reverted: '"{{text}}" is not a number; the field keeps its value', increase: 'Step up', decrease: 'Step down' } },
});

/** InputNumber's ref: its input, with the field's root element. */
type InputNumberElement = HTMLInputElement & { nativeElement?: HTMLElement };

/** Gives `node` to a ref passed in (antd's Form.Item passes one to scroll to the field). */
function fillRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** What antd's parser reads as a number, while it is being typed ("-", "1." and "1e" on the way included). */
const NUMBER_TYPED = /^\s*[-+]?(\d+\.?\d*|\.\d*)?([eE][-+]?\d*)?\s*$/;

/**
 * antd's InputNumber that says so when what is typed is not a number. antd keeps the last number
 * and puts it back on leaving the field, so letters typed into a quantity vanished without a word,
 * and "abc" in a longitude looked accepted until the form saved the old value (issue 42 item 8).
 * Here the field turns red with "Enter a number" while the text is not one, and leaving it says
 * the value was kept. Its step buttons are named in the console's language: antd names them
 * "Increase Value" and "Decrease Value" in every language, which a screen reader read out in Chinese.
 */
export function NumberInput<T extends number | string = number>(props: InputNumberProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [typed, setTyped] = useState<string | null>(null);
  const invalid = typed !== null && !NUMBER_TYPED.test(typed);
  const { ref: passedRef } = props as { ref?: Ref<InputNumberElement> };
  const nameSteps = useCallback(
    (input: InputNumberElement | null) => {
      fillRef(passedRef, input);
      for (const step of input?.nativeElement?.querySelectorAll('[role="button"]') ?? []) {
        step.setAttribute('aria-label', t(/-action-up\b/.test(step.className) ? 'numberInput.increase' : 'numberInput.decrease'));
      }
    },
    [passedRef, t],
  );
  return (
    <Tooltip open={invalid} title={t('numberInput.notANumber')}>
      <InputNumber<T>
        {...props}
        ref={nameSteps}
        status={invalid ? 'error' : props.status}
        onInput={(text) => {
          setTyped(text);
          props.onInput?.(text);
        }}
        onBlur={(event) => {
          // Outside the main layout's <App> (a standalone page) antd's message is an empty object.
          if (invalid && typeof message.warning === 'function') void message.warning(t('numberInput.reverted', { text: typed }));
          setTyped(null);
          props.onBlur?.(event);
        }}
      />
    </Tooltip>
  );
}
