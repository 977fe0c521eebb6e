import { describe, expect, it } from 'vitest';
import { aliyunCanonicalQuery, aliyunPercentEncode, aliyunSignature, aliyunStringToSign } from './aliyun-signature';
import { tc3Authorization, tc3CanonicalRequest, tc3Signature, tc3StringToSign } from './tencent-signature';

describe('Aliyun RPC signature (HMAC-SHA1, version 1.0)', () => {
  // The SMS documentation's own example: help.aliyun.com/document_detail/101343.html (短信服务
  // "签名机制": AccessKeyId testId, secret testSecret, SendSms to 15300000001 at 2017-07-12T02:42:19Z).
  const params = {
    AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001', RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1', SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466', SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007', TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z', Version: '2017-05-25',
  };

  it('builds the documented canonical query and signs it to the documented signature', () => {
    expect(aliyunCanonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou'
      + '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1'
      + '&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007'
      + '&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(aliyunStringToSign('GET', params)).toMatch(/^GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26/);
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // The same request sent as a POST is signed over "POST&": a different signature.
    expect(aliyunSignature('POST', params, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes as RFC 3986 wants: space %20, * %2A, ~ kept, and ignores a Signature already present', () => {
    expect(aliyunPercentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(aliyunCanonicalQuery({ ...params, Signature: 'x' })).toBe(aliyunCanonicalQuery(params));
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  // The documentation's worked example (cloud.tencent.com/document/product/215/36792, "签名方法 v3";
  // the SMS API's copy: cloud.tencent.com/document/api/382/52072): DescribeInstances on
  // cvm.tencentcloudapi.com at 1551113065 with the documented example key.
  const example = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    timestamp: 1551113065,
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  };

  it('gives the documented canonical request, string to sign, signature and Authorization', () => {
    expect(tc3CanonicalRequest(example)).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n'
      + '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(tc3StringToSign(example)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(tc3Signature(example)).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(tc3Authorization(example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, '
      + 'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('dates the scope in UTC: 1551113065 is 2019-02-26 00:44 in Beijing but 2019-02-25 in the scope', () => {
    expect(tc3StringToSign(example).split('\n')[2]).toBe('2019-02-25/cvm/tc3_request');
  });
});
