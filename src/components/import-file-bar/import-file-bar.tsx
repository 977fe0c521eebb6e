import type { ReactNode } from 'react';
import { Button, Select, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { CompanyOption } from '../../../shared/contract/api/companies';

/**
 * The row above a spreadsheet import's preview: what comes first (a template download), the
 * company the rows go to when the caller may choose among several (choosing again drops the
 * preview), the file button and the chosen file's name. The file is read by `onFile`, never
 * uploaded by antd itself.
 */
export function ImportFileBar({ leading, companies, tenantId, onCompany, companyLabel, chooseLabel, disabled, onFile, fileName, fileTestId }: {
  leading?: ReactNode;
  companies: CompanyOption[];
  tenantId: number | undefined;
  onCompany: (tenantId: number) => void;
  companyLabel: string;
  chooseLabel: string;
  disabled: boolean;
  onFile: (file: File) => void;
  fileName: string | null;
  fileTestId: string;
}) {
  return (
    <Space wrap>
      {leading}
      {companies.length > 1 && (
        <Select
          aria-label={companyLabel}
          placeholder={companyLabel}
          style={{ minWidth: 240 }}
          value={tenantId}
          onChange={onCompany}
          options={companies.map((c) => ({ value: c.id, label: <span data-user-data="">{c.name}</span> }))}
        />
      )}
      <Upload
        accept=".xlsx,.csv"
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled} data-testid={fileTestId}>
          {chooseLabel}
        </Button>
      </Upload>
      {fileName !== null && <span data-user-data="">{fileName}</span>}
    </Space>
  );
}
