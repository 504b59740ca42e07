/** The upload control's texts (SPEC §5, §8). */
export const uploadMessages = {
  choose: '选择文件',
  chooseImage: '上传图片',
  chooseVideo: '上传视频',
  wrongExtension: (list: readonly string[]) => `请选择后缀名为${list.join('、')}的文件`,
  tooLarge: (mb: number) => `上传的文件大小不得超过${mb}mb`,
  tooMany: (count: number) => `最多上传${count}个文件`,
  waiting: '等待上传',
  uploading: '上传中',
  success: '上传成功',
  failed: '上传失败',
  previewFailed: '图片加载失败',
  enlarge: '查看大图（在新窗口打开）',
  remove: '删除',
  retry: '重试',
  listLabel: '已选文件',
} as const;
