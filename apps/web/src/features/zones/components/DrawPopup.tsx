import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DrawResult } from '@shop/shared';
import { DRAW_FADE_MS, DRAW_SPIN_MS } from '@shop/shared/constants';
import { SmartLink } from '../../../components/layout/links';
import { useCurrentUser } from '../../shell/currentUser';
import { isSignedIn } from '../../shell/api/baseInfo';
import { drawOnce, useCurrentDraw, useDrawActivity, useDrawAds, useDrawWinners } from '../api/draw';
import { modal } from '../../../lib/feedback';

type Phase = 'idle' | 'spinning' | 'result' | 'fading' | 'closed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The home page's lucky-draw popup (spec §3, §4): shown only while the buyer has not joined the
 * current draw. 开始抽奖 spins for 2 s while the server decides, then shows the prize and its
 * remarks; 知道了 fades it out over 1 s. Closing mid-spin asks first and points to the records.
 */
export function DrawPopup() {
  const signedIn = isSignedIn(useCurrentUser());
  const current = useCurrentDraw();
  const draw = current.data ?? undefined;
  const activity = useDrawActivity(draw && !draw.is_join ? draw.id : undefined);
  const winners = useDrawWinners(draw && !draw.is_join ? draw.id : undefined);
  const ads = useDrawAds();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [lit, setLit] = useState(0);
  const [result, setResult] = useState<DrawResult | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const prizes = activity.data?.prizes ?? [];
  useEffect(() => {
    if (phase !== 'spinning' || prizes.length === 0) return;
    const timer = setInterval(() => setLit((n) => (n + 1) % prizes.length), 100);
    return () => clearInterval(timer);
  }, [phase, prizes.length]);

  if (!draw || draw.is_join || phase === 'closed') return null;

  const start = async () => {
    setPhase('spinning');
    setResult(null);
    try {
      const [r] = await Promise.all([drawOnce(draw.id), wait(DRAW_SPIN_MS)]);
      if (!alive.current) return;
      const at = prizes.findIndex((p) => p.id === r.prize_id);
      if (at >= 0) setLit(at);
      setResult(r);
      setPhase('result');
    } catch {
      // The shared handler has shown the refusal (spec §8); the popup goes back to its start.
      if (alive.current) setPhase('idle');
    }
  };

  const fadeOut = () => {
    setPhase('fading');
    setTimeout(() => {
      if (!alive.current) return;
      setPhase('closed');
      void client.invalidateQueries({ queryKey: ['draw'] });
      void client.invalidateQueries({ queryKey: ['user'] });
    }, DRAW_FADE_MS);
  };

  const close = () => {
    if (phase !== 'spinning') return fadeOut();
    modal.confirm({
      title: '温馨提示',
      content: '正在抽奖，确定要关闭吗？如未看到抽奖结果，请到会员中心查看抽奖记录。',
      okText: '确定关闭',
      cancelText: '继续抽奖',
      onOk: () => setPhase('closed'),
    });
  };

  return (
    <aside
      className={`ky-draw${phase === 'fading' ? ' is-fading' : ''}`}
      style={{ transitionDuration: `${DRAW_FADE_MS}ms` }}
      aria-label="幸运抽奖"
      role="dialog"
    >
      <button type="button" className="ky-draw-close" aria-label="关闭抽奖" onClick={close}>
        <CloseOutlined />
      </button>
      <h2>
        <GiftOutlined /> {draw.title}
      </h2>
      <ul className="ky-draw-prizes">
        {prizes.map((p, k) => (
          <li
            key={p.id}
            className={(phase === 'spinning' || phase === 'result') && k === lit ? 'is-lit' : ''}
          >
            {p.name}
          </li>
        ))}
      </ul>
      {phase === 'result' && result ? (
        <div className="ky-draw-result" role="status">
          <strong>{result.is_win ? `恭喜您获得「${result.name}」` : result.name}</strong>
          <p>{result.remarks}</p>
          <Button type="primary" danger onClick={fadeOut}>
            知道了
          </Button>
        </div>
      ) : signedIn ? (
        <Button
          type="primary"
          danger
          size="large"
          block
          loading={phase === 'spinning'}
          onClick={() => void start()}
        >
          {phase === 'spinning' ? '抽奖中...' : `开始抽奖（剩余${draw.remaining}次）`}
        </Button>
      ) : (
        <Link to="/login" className="ky-draw-login">
          登录后参与抽奖
        </Link>
      )}
      {winners.data?.length ? (
        <div className="ky-draw-winners">
          {winners.data.slice(0, 3).map((w) => (
            <div key={w.id}>
              {w.buyer} 抽中 {w.name}
            </div>
          ))}
        </div>
      ) : null}
      {ads.data?.[0] && (
        <SmartLink url={ads.data[0].url} className="ky-draw-ad">
          <img src={ads.data[0].image} alt={ads.data[0].title || '活动'} />
        </SmartLink>
      )}
    </aside>
  );
}
