-- 首页楼层 显示/隐藏: a hidden floor keeps its products and links but is left off the home page.
ALTER TABLE "home_floors" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;