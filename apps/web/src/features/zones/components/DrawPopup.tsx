import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DrawResult } from '@shop/shared';
import { DRAW_FADE_MS, DRAW_SPIN_MS } from '@shop/shared/constants';
import { SmartLink } from '../../../components/layout/links';
import { useCurrentUser } from '../../shell';
import { isSignedIn } from '../../shell';
import { drawOnce, useCurrentDraw, useDrawActivity, useDrawAds, useDrawWinners } from '../api/draw';
import { modal } from '../../../lib/feedback';

type Phase = 'idle' | 'spinning' | 'result' | 'fading' | 'closed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a buyer reads every draw and what became of its prize (the member centre). */
export const DRAW_RECORDS_PATH = '/user/cjjl';

/**
 * The home page's lucky-draw popup (spec §3, §4): shown only while the buyer has not joined the
 * current draw, i.e. has draws left (it says how many). 开始抽奖 spins for 2 s while the server
 * decides, then shows the prize and its remarks; 知道了 fades it out over 1 s, 再抽一次 draws
 * again. Closing mid-spin asks first and links to the draw records.
 */
export function DrawPopup() {
  const signedIn = isSignedIn(useCurrentUser());
  const navigate = useNavigate();
  const current = useCurrentDraw();
  const draw = current.data ?? undefined;
  const activity = useDrawActivity(draw && !draw.is_join ? draw.id : undefined);
  const winners = useDrawWinners(draw && !draw.is_join ? draw.id : undefined);
  const ads = useDrawAds();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [lit, setLit] = useState(0);
  const [result, setResult] = useState<DrawResult | null>(null);
  // Draws left as the last draw's answer says (the popup's own query refreshes only on close).
  const [known, setKnown] = useState<number | null>(null);
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
  const left = known ?? draw.remaining;
  // The result lights its own prize: a spin tick landing between the answer and the interval's
  // cleanup moved the light one cell on (谢谢参与 answered, 50元现金券 lit).
  const litAt = phase === 'result' && result ? prizes.findIndex((p) => p.id === result.prize_id) : lit;

  const start = async () => {
    setPhase('spinning');
    setResult(null);
    try {
      const [r] = await Promise.all([drawOnce(draw.id), wait(DRAW_SPIN_MS)]);
      if (!alive.current) return;
      setResult(r);
      setKnown(r.remaining);
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
    const ask = modal.confirm({
      title: '温馨提示',
      content: (
        <>
          正在抽奖，确定要关闭吗？如未看到抽奖结果，请到会员中心的
          <a
            href={DRAW_RECORDS_PATH}
            onClick={(e) => {
              e.preventDefault();
              ask.destroy();
              setPhase('closed');
              void navigate(DRAW_RECORDS_PATH);
            }}
          >
            抽奖记录
          </a>
          查看。
        </>
      ),
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
      <p className="ky-draw-left" aria-live="polite">
        {signedIn ? (
          <>
            您还有<strong>{left}</strong>次抽奖机会
          </>
        ) : (
          <>
            登录后每位会员可抽<strong>{left}</strong>次
          </>
        )}
      </p>
      <ul className="ky-draw-prizes">
        {prizes.map((p, k) => (
          <li
            key={p.id}
            className={(phase === 'spinning' || phase === 'result') && k === litAt ? 'is-lit' : ''}
          >
            {p.name}
          </li>
        ))}
      </ul>
      {phase === 'result' && result ? (
        <div className="ky-draw-result" role="status">
          <strong>{result.is_win ? `恭喜您获得「${result.name}」` : result.name}</strong>
          <p>{result.remarks}</p>
          {left > 0 && (
            <Button type="primary" danger onClick={() => void start()}>
              再抽一次（剩余{left}次）
            </Button>
          )}{' '}
          <Button danger={left === 0} type={left === 0 ? 'primary' : 'default'} onClick={fadeOut}>
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
          {phase === 'spinning' ? '抽奖中...' : `开始抽奖（剩余${left}次）`}
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
