import { maskPhone } from '@labmall/rules';
import { pageTitle } from '../../messages';
import type { Route } from './+types/home';

const TITLE = '个人中心';
const IDENTIFICATION: Record<number, string> = { [-1]: '未认证', 0: '审核中', 1: '已认证', 2: '未通过' };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

export default function UserHome({ matches }: Route.ComponentProps) {
  const { user } = matches[0].loaderData;
  return (
    <section aria-labelledby="user-home-title">
      <h1 id="user-home-title">{TITLE}</h1>
      <dl className="lm-facts">
        <dt>昵称</dt>
        <dd>{user.nickname || '未设置'}</dd>
        <dt>手机号</dt>
        <dd>{maskPhone(user.phone)}</dd>
        <dt>实名认证</dt>
        <dd>{IDENTIFICATION[user.identification] ?? '未认证'}</dd>
        <dt>优惠券</dt>
        <dd>{user.coupon} 张</dd>
      </dl>
    </section>
  );
}
