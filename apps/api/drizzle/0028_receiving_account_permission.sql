-- 修改对公转账收款账户 (finance.receiving_account): where members send money is finance's to change, not
-- every holder of 系统配置; the built-in 管理员 and 财务 roles hold it.
UPDATE "roles" SET "permissions" = array_append("permissions", 'finance.receiving_account'), "updated_at" = now()
WHERE "built_in" AND "name" IN ('管理员', '财务') AND NOT ('finance.receiving_account' = ANY("permissions"));
