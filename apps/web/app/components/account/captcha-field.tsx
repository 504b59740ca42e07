import { Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { fetchCaptcha } from '../../lib/account/sms';

/**
 * The picture captcha the server asks for after many texts from one address. Renders the image and
 * an input named `captcha`; the hidden `captcha_id` travels with the form.
 */
export function CaptchaField({ refreshKey }: { refreshKey: number }) {
  const form = Form.useFormInstance();
  const [image, setImage] = useState('');
  const load = useCallback(async () => {
    const picture = await fetchCaptcha();
    setImage(picture.image);
    form.setFieldsValue({ captcha_id: picture.captcha_id, captcha: '' });
  }, [form]);
  useEffect(() => {
    void refreshKey;
    void load();
  }, [load, refreshKey]);

  return (
    <Form.Item label="图形验证码" required>
      <div className="lm-captcha">
        <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入图形验证码' }]}>
          <Input maxLength={6} autoComplete="off" aria-label="图形验证码" />
        </Form.Item>
        <Form.Item name="captcha_id" hidden>
          <Input />
        </Form.Item>
        {image ? (
          <Button
            type="link"
            onClick={() => void load()}
            aria-label="看不清，换一张"
            className="lm-captcha__image"
          >
            <img src={image} alt="图形验证码" width={120} height={40} />
          </Button>
        ) : null}
      </div>
    </Form.Item>
  );
}
