import { useState } from 'react';
import { Button, Empty, Tag } from 'antd';
import { EditOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@shop/shared';
import { AddressModal } from './AddressModal';
import { Panel } from '../../../components/common/Panel';

interface Props {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

const card = (active: boolean) =>
  ({
    position: 'relative',
    width: 268,
    minHeight: 96,
    padding: '8px 12px',
    border: active ? '2px solid #0b7a4b' : '1px solid #ddd',
    background: active ? '#f3faf6' : '#fff',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
  }) as const;

/** 收货地址: pick one of the buyer's addresses, or add / edit one without leaving the page. */
export function AddressSection({ addresses, selectedId, onSelect }: Props) {
  const [modal, setModal] = useState<{ open: boolean; editing: Address | null }>({
    open: false,
    editing: null,
  });

  return (
    <Panel
      title="收货地址"
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setModal({ open: true, editing: null })}>
          新增收货地址
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您还没有收货地址，请先新增收货地址" />
      ) : (
        <div role="radiogroup" aria-label="收货地址" style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {addresses.map((a) => {
            const active = a.id === selectedId;
            return (
              <div key={a.id} style={{ position: 'relative' }}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={active}
                  style={card(active)}
                  onClick={() => onSelect(a.id)}
                >
                  <div style={{ fontWeight: 600, marginBottom: 4 }}>
                    <EnvironmentOutlined style={{ color: '#0b7a4b' }} /> {a.consignee}
                    <span style={{ fontWeight: 400, marginLeft: 8 }}>{a.phone}</span>
                    {a.is_default && (
                      <Tag color="green" style={{ marginLeft: 6 }}>
                        默认
                      </Tag>
                    )}
                  </div>
                  <div style={{ color: '#555', lineHeight: 1.5, paddingRight: 24 }}>{a.full_address}</div>
                </button>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`编辑 ${a.consignee} 的地址`}
                  style={{ position: 'absolute', right: 2, bottom: 2 }}
                  onClick={() => setModal({ open: true, editing: a })}
                />
              </div>
            );
          })}
        </div>
      )}
      <AddressModal
        open={modal.open}
        editing={modal.editing}
        onClose={() => setModal({ open: false, editing: null })}
        onSaved={(saved) => {
          setModal({ open: false, editing: null });
          onSelect(saved.id);
        }}
      />
    </Panel>
  );
}
