import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import { attemptUrl, retryDelay } from './lazy-load-policy';
import { observeOnce } from './shared-observer';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Label of the button shown after the last attempt failed. */
  retryLabel: string;
  onClick?: () => void;
  testId?: string;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it comes within 1.3 viewports (spec section 9) and retries a failed
 * load with backoff, up to 6 attempts; after that it offers a manual retry.
 */
export function LazyImage({ src, alt, retryLabel, onClick, testId }: LazyImageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [attempt, setAttempt] = useState(1);

  useEffect(() => {
    setPhase('waiting');
    setAttempt(1);
    const box = boxRef.current;
    if (!box) return;
    return observeOnce(box, () => setPhase('loading'));
  }, [src]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onError = () => {
    const next = attempt + 1;
    const wait = retryDelay(next);
    if (wait === null) {
      setPhase('failed');
      return;
    }
    timer.current = setTimeout(() => setAttempt(next), wait);
  };

  return (
    <div ref={boxRef} className={`lazy-image lazy-image--${phase}`} data-testid={testId} data-phase={phase} data-attempt={attempt}>
      {(phase === 'loading' || phase === 'loaded') && (
        <img
          key={attempt}
          src={attemptUrl(src, attempt)}
          alt={alt}
          decoding="async"
          onLoad={() => setPhase('loaded')}
          onError={onError}
          onClick={onClick}
        />
      )}
      {phase !== 'loaded' && phase !== 'failed' && <PictureOutlined className="lazy-image__placeholder" aria-hidden />}
      {phase === 'failed' && (
        <Button
          size="small"
          icon={<ReloadOutlined />}
          className="lazy-image__retry"
          onClick={() => {
            setAttempt(1);
            setPhase('loading');
          }}
        >
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
