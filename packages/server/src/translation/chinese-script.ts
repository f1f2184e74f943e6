/**
 * Simplified ↔ Traditional Chinese is a change of script, not a translation, and costs nothing.
 * This is a small table of common characters (about 550 pairs), not a full converter such as OpenCC:
 * characters outside it are left as they are.
 */
const PAIRS =
  "万萬与與专專业業丛叢东東丝絲丢丟两兩严嚴丧喪个個临臨为為丽麗举舉么麼义義乐樂习習书書买買乱亂争爭亏虧云雲亚亞产產亲親亿億仅僅从從仓倉仪儀们們价價众眾优優会會伞傘伟偉传傳伤傷伦倫侣侶侦偵俭儉债債倾傾假假儿兒党黨关關兴興养養兽獸内內冈岡册冊写寫军軍农農冲衝决決况況冻凍净淨凉涼减減凤鳳凭憑击擊划劃则則刚剛创創删刪别別刘劉剧劇劝勸办辦务務动動劳勞势勢勋勳区區医醫华華协協单單卖賣卢盧卫衛却卻厂廠厅廳历歷压壓厌厭县縣参參双雙发發变變叙敘台臺叶葉号號叹嘆后後吓嚇吗嗎启啟员員呜嗚响響哑啞唤喚团團园園围圍图圖圆圓圣聖场場坏壞块塊坚堅坛壇坟墳垄壟处處备備复復夸誇头頭夹夾夺奪奋奮奖獎妇婦妈媽妆妝姗姍娱娛婴嬰学學宝寶实實宠寵审審宪憲宫宮对對寻尋导導寿壽将將尔爾尘塵尝嘗层層属屬岁歲岛島峡峽币幣师師帐帳带帶帮幫广廣庆慶库庫应應庙廟废廢开開异異弃棄张張弯彎弹彈强強归歸当當录錄彻徹径徑忆憶忧憂怀懷态態怜憐总總恋戀恶惡恳懇悦悅惊驚惯慣愿願懒懶戏戲战戰户戶扑撲执執扩擴扫掃扬揚扰擾抚撫报報担擔拟擬拥擁择擇挂掛挡擋挤擠挥揮损損换換据據掷擲揽攬摄攝摆擺摇搖敌敵数數断斷无無旧舊时時旷曠昼晝显顯晓曉晕暈术術机機杀殺杂雜权權条條来來杨楊极極构構枪槍柜櫃标標栏欄树樹样樣档檔桥橋梦夢检檢楼樓欢歡欧歐步步歼殲残殘毁毀气氣汇匯汉漢沟溝没沒沪滬泪淚泽澤洁潔浅淺测測济濟浏瀏浓濃涂塗涛濤润潤涨漲渐漸温溫湾灣满滿漏漏灭滅灯燈灵靈灾災炉爐点點炼煉烟煙烦煩烧燒热熱爱愛爷爺牍牘状狀独獨狮獅猎獵猪豬献獻环環现現电電画畫畅暢疗療盖蓋盘盤着著睁睜码碼础礎硕碩确確礼禮种種积積称稱稳穩穷窮窃竊竞競笔筆笼籠筑築简簡类類粮糧紧緊纠糾红紅约約级級纪紀纯純纳納纸紙线線练練组組细細织織终終绍紹经經绑綁结結绕繞绘繪给給络絡绝絕统統继繼续續维維综綜绿綠缓緩编編缘緣网網罗羅罚罰职職联聯聪聰肃肅肠腸肤膚肿腫胜勝脑腦脚腳脸臉舍捨舰艦艺藝节節芦蘆苏蘇苹蘋范範荣榮药藥获獲莱萊营營萧蕭虑慮虽雖蚁蟻虾蝦补補装裝见見观觀规規视視览覽觉覺订訂认認让讓训訓议議讯訊记記讲講许許论論设設访訪证證评評识識诉訴词詞译譯试試诗詩诚誠话話该該详詳语語误誤说說请請读讀课課谁誰调調谈談谢謝谣謠谱譜贝貝负負贡貢财財责責败敗货貨质質购購贯貫贵貴费費贺賀资資赏賞赔賠赖賴赛賽赞讚赢贏赵趙赶趕车車转轉轮輪软軟轻輕载載较較辅輔辆輛辈輩边邊达達过過运運还還这這进進远遠违違连連迟遲适適选選递遞逻邏遗遺邮郵邻鄰郑鄭酱醬释釋里裡钟鐘钢鋼钱錢铁鐵银銀错錯锅鍋键鍵镇鎮长長门門闪閃闭閉问問闯闖间間闹鬧闻聞阅閱队隊阳陽阴陰阵陣阶階际際陆陸陈陳险險随隨隐隱难難雾霧静靜面面韩韓页頁顶頂项項顺順须須顾顧预預领領频頻题題颜顏风風飞飛饭飯饮飲饰飾饱飽馆館马馬驱驅验驗骑騎鱼魚鸟鳥鸡雞鸭鴨麦麥黄黃齐齊龙龍龟龜";

const toTraditional = new Map<string, string>();
const toSimplified = new Map<string, string>();
for (let i = 0; i + 1 < PAIRS.length; i += 2) {
  const s = PAIRS[i] ?? "";
  const t = PAIRS[i + 1] ?? "";
  if (s === t) continue;
  toTraditional.set(s, t);
  toSimplified.set(t, s);
}

export const isChineseScriptPair = (source: string, target: string): boolean =>
  (source === "zh-CN" && target === "zh-TW") || (source === "zh-TW" && target === "zh-CN");

/** Converts between zh-CN and zh-TW character by character. */
export function convertChineseScript(text: string, target: "zh-CN" | "zh-TW"): string {
  const map = target === "zh-TW" ? toTraditional : toSimplified;
  return [...text].map((c) => map.get(c) ?? c).join("");
}
