import { useEffect, useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import {
  Alert,
  Button,
  Card,
  Col,
  Progress,
  Radio,
  Row,
  Space,
  Statistic,
  Table,
  Upload,
  message,
} from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_ENTITIES, type ImportEntity, type ImportJob } from '@shop/shared';
import { api, download } from '../../../lib/api';
import { startImport } from '../../catalog';

const DONE: ImportJob['state'][] = ['ready', 'done', 'cancelled', 'failed'];

/** 导入导出: template, upload, row-by-row check with progress, report, then commit or cancel. */
export function ImportPage() {
  const [entity, setEntity] = useState<ImportEntity>('goods');
  const [job, setJob] = useState<ImportJob | null>(null);
  const [uploading, setUploading] = useState(false);

  // Poll while the server validates or writes; stop once it waits for the operator or has finished.
  useEffect(() => {
    if (!job || DONE.includes(job.state)) return;
    const t = setTimeout(() => {
      void api.get<ImportJob>(`/import/jobs/${job.id}`).then(setJob);
    }, 500);
    return () => clearTimeout(t);
  }, [job]);

  const pct =
    job && job.total > 0
      ? Math.floor((job.processed * 100) / (job.state === 'committing' ? job.valid : job.total))
      : 0;
  const phase = job?.state === 'committing' ? '写入中' : job?.state === 'validating' ? '校验中' : '';

  return (
    <PageContainer
      title="导入导出"
      subTitle="Excel(.xlsx) 或 CSV；逐行校验，确认后一次性写入，取消则不写入任何数据；单次最多 20000 行"
    >
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Card size="small" title="批量导入">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Radio.Group
                  value={entity}
                  onChange={(e) => {
                    setEntity(e.target.value as ImportEntity);
                    setJob(null);
                  }}
                  optionType="button"
                  options={Object.entries(IMPORT_ENTITIES).map(([value, label]) => ({ value, label }))}
                />
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => void download(`/import/${entity}/template`, { format: 'xlsx' })}
                >
                  下载Excel模板
                </Button>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => void download(`/import/${entity}/template`, { format: 'csv' })}
                >
                  下载CSV模板
                </Button>
              </Space>
              <Upload.Dragger
                accept=".xlsx,.csv"
                showUploadList={false}
                disabled={uploading || (job !== null && !DONE.includes(job.state))}
                customRequest={({ file }) => {
                  setUploading(true);
                  startImport(entity, file as File)
                    .then(setJob)
                    .catch((e: Error) => message.error(e.message))
                    .finally(() => setUploading(false));
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>点击或拖入{IMPORT_ENTITIES[entity]}文件（.xlsx / .csv）</p>
              </Upload.Dragger>
              {job && (
                <>
                  {phase && <Progress percent={pct} status="active" format={(p) => `${phase} ${p}%`} />}
                  {job.state === 'failed' && <Alert type="error" showIcon message={job.error} />}
                  {job.state === 'cancelled' && (
                    <Alert type="info" showIcon message="已取消，未写入任何数据" />
                  )}
                  {job.state === 'done' && (
                    <Alert
                      type="success"
                      showIcon
                      message={`导入完成：写入 ${job.written} 行${job.commit_ms > 0 ? `，用时 ${(job.commit_ms / 1000).toFixed(1)} 秒` : ''}`}
                    />
                  )}
                  <Row gutter={16}>
                    <Col span={6}>
                      <Statistic title="文件" value={job.file_name} valueStyle={{ fontSize: 14 }} />
                    </Col>
                    <Col span={6}>
                      <Statistic title="数据行" value={job.total} />
                    </Col>
                    <Col span={6}>
                      <Statistic title="可导入" value={job.valid} valueStyle={{ color: '#389e0d' }} />
                    </Col>
                    <Col span={6}>
                      <Statistic
                        title="未通过"
                        value={job.rejected}
                        valueStyle={{ color: job.rejected ? '#cf1322' : undefined }}
                      />
                    </Col>
                  </Row>
                  {job.state === 'ready' && (
                    <Space>
                      <Button
                        type="primary"
                        disabled={job.valid === 0}
                        onClick={() => void api.post<ImportJob>(`/import/jobs/${job.id}/commit`).then(setJob)}
                      >
                        确认导入 {job.valid} 行
                      </Button>
                      <Button
                        onClick={() => void api.post<ImportJob>(`/import/jobs/${job.id}/cancel`).then(setJob)}
                      >
                        取消
                      </Button>
                      {job.rejected > 0 && (
                        <Button
                          icon={<DownloadOutlined />}
                          onClick={() => void download(`/import/jobs/${job.id}/report`)}
                        >
                          下载未通过行报告
                        </Button>
                      )}
                    </Space>
                  )}
                  {job.rejects.length > 0 && (
                    <Table
                      size="small"
                      rowKey="row"
                      dataSource={job.rejects}
                      pagination={{ pageSize: 10 }}
                      title={() => `未通过的行（显示前 ${job.rejects.length} 条，完整列表请下载报告）`}
                      columns={[
                        { title: '行号', dataIndex: 'row', width: 80 },
                        { title: '原因', dataIndex: 'reason' },
                      ]}
                    />
                  )}
                </>
              )}
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="导出Excel">
            <Space direction="vertical">
              <Button icon={<DownloadOutlined />} onClick={() => void download('/export/goods')}>
                导出全部商品
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void download('/export/stock')}>
                导出库存批次
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void download('/export/orders')}>
                导出订单
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
