extension VocabularyLanguage {
    /// Chinese, simplified and traditional: phrases are read one ideograph a word.
    static let chinese = VocabularyLanguage(
        name: "Chinese",
        cues: [
            (.moneyOut(strong: true), ["付款", "支付", "消费", "扣款", "已付款", "已支付"]),
            (.moneyIn(strong: true), ["收到", "收款", "入账", "退款", "支入", "存入", "转账给您", "转给您", "给您转账"]),
            (.reload(done: false), ["充值"]),
            (.reload(done: true), ["已充值", "充值成功"]),
            (.moneyOut(strong: false), ["转账"]),
            (.completed, ["成功"]),
            (.security, ["验证码", "密码", "动态码"]),
            (.failure, ["失败", "不成功", "未成功"]),
            (.cancellation, ["取消", "已取消", "撤销"]),
            (.promotion, ["优惠", "优惠券", "折扣", "免费", "活动", "赢取", "抽奖", "立即"]),
            (.rewards, ["积分", "回扣", "现金回扣", "奖励"]),
            (.balance, ["余额", "可用额度", "额度"]),
            (.reminder, ["提醒", "到期", "请付款"]),
            (.futureMovement, ["将扣款", "将从您的账户扣除"]),
            (.hold, ["预授权", "冻结"]),
            (.toYou, ["给您", "给你"]),
            (.period, ["本月", "本周", "今年"]),
            (.referenceLabel, ["参考编号", "交易编号", "参考号"]),
            (.cardEnding, ["尾号"]),
        ],
        runLabels: [
            (.total, ["合计", "总计", "總計", "合計"]),
            (.subtotal, ["小计"]),
            (.tax, ["税额"]),
            (.change, ["找零", "找贖"]),
            (.cash, ["现金", "实收", "實收"]),
            (.payable, ["应付", "應付"]),
        ],
        countUnits: ["件"],
        meridiems: [(word: "上午", afterNoon: false, beforeTime: true), (word: "下午", afterNoon: true, beforeTime: true)]
    )
}
