<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
    <context>
        <name>A11y</name>
        <message>
            <source>{table} columns</source>
            <translation>Các cột của {table}</translation>
        </message>
        <message>
            <source>{table} rows</source>
            <translation>Các hàng của {table}</translation>
        </message>
        <message>
            <source>{table}: select all</source>
            <translation>{table}: chọn tất cả</translation>
        </message>
    </context>
    <context>
        <name>Analysis</name>
        <message>
            <source>Not used in {game}</source>
            <translation>Không dùng trong {game}</translation>
        </message>
        <message>
            <source>Analyze a hand</source>
            <translation>Phân tích một tay bài</translation>
        </message>
        <message>
            <source>The game on the table</source>
            <translation>Ván đang trên bàn</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Luật</translation>
        </message>
        <message>
            <source>Your tiles</source>
            <translation>Các miếng của bạn</translation>
        </message>
        <message>
            <source>Your &amp;tiles</source>
            <translation>&amp;Các miếng của bạn</translation>
        </message>
        <message>
            <source>You &amp;bid</source>
            <translation>Bạn &amp;thầu</translation>
        </message>
        <message>
            <source>in order, e.g. {pass_} 30</source>
            <translation>theo thứ tự, ví dụ {pass_} 30</translation>
        </message>
        <message>
            <source>Bids before yours</source>
            <translation>Các lượt thầu trước bạn</translation>
        </message>
        <message>
            <source>Bids before &amp;yours</source>
            <translation>Lượt thầu t&amp;rước bạn</translation>
        </message>
        <message>
            <source>The other hands (optional)</source>
            <translation>Các tay bài khác (không bắt buộc)</translation>
        </message>
        <message>
            <source>&amp;Analyze</source>
            <translation>&amp;Phân tích</translation>
        </message>
        <message>
            <source>&amp;Save as .t42…</source>
            <translation>Lưu thà&amp;nh .t42…</translation>
        </message>
        <message>
            <source>Enter your tiles and press Analyze.</source>
            <translation>Nhập các miếng của bạn rồi bấm Phân tích.</translation>
        </message>
        <message>
            <source>first</source>
            <translation>đầu tiên</translation>
        </message>
        <message>
            <source>second</source>
            <translation>thứ hai</translation>
        </message>
        <message>
            <source>third</source>
            <translation>thứ ba</translation>
        </message>
        <message>
            <source>fourth</source>
            <translation>thứ tư</translation>
        </message>
        <message>
            <source>Type your tiles, as in {example}, or pick them below.</source>
            <translation>Gõ các miếng của bạn, như {example}, hoặc chọn chúng bên dưới.</translation>
        </message>
        <message>
            <source>The entries changed: press Analyze for the hand as it is now.</source>
            <translation>Thông tin đã thay đổi: bấm Phân tích để xem tay bài như hiện giờ.</translation>
        </message>
        <message>
            <source>The hand could not be analyzed: {error}</source>
            <translation>Không phân tích được tay bài: {error}</translation>
        </message>
        <message>
            <source>{contract} {value}</source>
            <translation>{contract} {value}</translation>
        </message>
        <message>
            <source>With every hand open, perfect play and every trick played out, you bidding and leading take: {list}.</source>
            <translation>Khi lật mọi tay bài, chơi hoàn hảo và đánh hết mọi nước, bạn thầu và mở bài sẽ ăn: {list}.</translation>
        </message>
        <message>
            <source>With every hand open and perfect play, you bidding and leading take: {list}.</source>
            <translation>Khi lật mọi tay bài và chơi hoàn hảo, bạn thầu và mở bài sẽ ăn: {list}.</translation>
        </message>
        <message>
            <source>The best line with every hand open, {bid} in {contract}:</source>
            <translation>Đường chơi tốt nhất khi lật mọi tay bài, {bid} ({contract}):</translation>
        </message>
        <message numerus="yes">
            <source>{number}. {plays} (won by {seat}, %n point(s))</source>
            <translation>
                <numerusform>{number}. {plays} ({seat} ăn, %n điểm)</numerusform>
            </translation>
        </message>
        <message>
            <source>Save the hand</source>
            <translation>Lưu tay bài</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>No data yet</source>
            <translation>Chưa có dữ liệu</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>It is not your turn.</source>
            <translation>Chưa đến lượt bạn.</translation>
        </message>
        <message>
            <source>The hint failed: {error}</source>
            <translation>Gợi ý bị lỗi: {error}</translation>
        </message>
        <message>
            <source>The computer player failed: {error}</source>
            <translation>Người chơi máy bị lỗi: {error}</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>&amp;Minimum bid</source>
            <translation>Thầ&amp;u thấp nhất</translation>
        </message>
        <message>
            <source>Mark bids (&amp;84 and up)</source>
            <translation>Thầu dấu (84 trở &amp;lên)</translation>
        </message>
        <message>
            <source>Raising a mar&amp;k bid</source>
            <translation>Nâng thầu &amp;dấu</translation>
        </message>
        <message>
            <source>&amp;When everyone passes</source>
            <translation>Khi mọi người đều bỏ &amp;qua</translation>
        </message>
        <message>
            <source>&amp;First to bid</source>
            <translation>Người thầu t&amp;rước</translation>
        </message>
        <message>
            <source>F&amp;ollow-me doubles</source>
            <translation>Miếng đôi &amp;khi không chủ</translation>
        </message>
        <message>
            <source>End &amp;the hand once decided</source>
            <translation>Dừng &amp;vòng khi đã rõ kết quả</translation>
        </message>
        <message>
            <source>&amp;Score in</source>
            <translation>Tính đ&amp;iểm theo</translation>
        </message>
        <message>
            <source>&amp;Play to</source>
            <translation>&amp;Chơi đến</translation>
        </message>
        <message>
            <source>&amp;Nello</source>
            <translation>&amp;Nello</translation>
        </message>
        <message>
            <source>Se&amp;vens</source>
            <translation>Bả&amp;y chấm</translation>
        </message>
        <message>
            <source>Pl&amp;unge</source>
            <translation>&amp;Plunge</translation>
        </message>
        <message>
            <source>Spl&amp;ash</source>
            <translation>&amp;Splash</translation>
        </message>
        <message>
            <source>A forced &amp;bidder may call a special</source>
            <translation>Người bị buộc thầu được gọi thầu đặc biệt (&amp;E)</translation>
        </message>
        <message>
            <source>Widow e&amp;xchange</source>
            <translation>Đổi miếng &amp;dư</translation>
        </message>
        <message>
            <source>Doubles may be &amp;trump</source>
            <translation>Cho &amp;phép đôi làm chủ</translation>
        </message>
        <message>
            <source>&amp;Follow-me allowed</source>
            <translation>Cho phép &amp;không chủ</translation>
        </message>
        <message>
            <source>A &amp;set bidder</source>
            <translation>&amp;Người bị hụt thầu</translation>
        </message>
        <message>
            <source>A made m&amp;oon wins at any score</source>
            <translation>Bắn mặt trăng thành công &amp;là thắng ngay</translation>
        </message>
        <message>
            <source>&amp;Lay down a sure hand</source>
            <translation>Hạ bài khi chắc thắng (&amp;F)</translation>
        </message>
        <message>
            <source>The player to lead may show their hand and take every remaining trick when each tile they hold is sure to win it, whatever the others hold.</source>
            <translation>Người đến lượt mở được lật bài và ăn hết các nước còn lại khi mọi miếng họ cầm đều chắc chắn ăn được nước của nó, bất kể người khác cầm gì.</translation>
        </message>
        <message>
            <source>The lowest point bid allowed (30 in tournament play).</source>
            <translation>Mức thầu điểm thấp nhất được phép (30 khi chơi giải đấu).</translation>
        </message>
        <message>
            <source>Whether bids of 2 marks (84) or more are allowed; when off, 42 (1 mark) is the top bid.</source>
            <translation>Có cho phép thầu từ 2 dấu (84) trở lên hay không; khi tắt, 42 (1 dấu) là mức thầu cao nhất.</translation>
        </message>
        <message>
            <source>After the first mark bid, each later one raises it by exactly one mark, or by any number.</source>
            <translation>Sau thầu dấu đầu tiên, mỗi thầu sau nâng lên đúng một dấu, hoặc bao nhiêu dấu cũng được.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker, or whoever holds the 1-0.</source>
            <translation>Ai đặt thầu trước ở vòng đầu tiên của ván: người bên trái người xáo, hoặc người cầm miếng 1-0.</translation>
        </message>
        <message>
            <source>In follow-me (no trump), whether a double is the highest or the lowest tile of its suit.</source>
            <translation>Khi không chủ, miếng đôi là miếng lớn nhất hay nhỏ nhất trong chất của nó.</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all seven tricks. A points game plays them all: each point counts.</source>
            <translation>Dừng vòng ngay khi bên thắng thầu đã đạt thầu hoặc bị hụt thầu, thay vì đánh hết bảy nước. Ván tính điểm đánh hết mọi nước: điểm nào cũng tính.</translation>
        </message>
        <message>
            <source>The score that wins the game.</source>
            <translation>Điểm số để thắng ván.</translation>
        </message>
        <message>
            <source>A bid to lose every trick; the bidder's partner sits out.</source>
            <translation>Thầu để thua mọi nước; đồng đội của người thắng thầu ngồi ngoài.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidders must take every trick.</source>
            <translation>Mỗi người phải đánh miếng có số chấm gần bảy nhất; bên thắng thầu phải ăn mọi nước.</translation>
        </message>
        <message>
            <source>With four doubles or more, bid 4 marks or more; your partner names trump and leads.</source>
            <translation>Có từ bốn miếng đôi trở lên, thầu từ 4 dấu trở lên; đồng đội của bạn gọi chủ bài và mở.</translation>
        </message>
        <message>
            <source>Like Plunge with three doubles or more, from 2 marks.</source>
            <translation>Giống Plunge nhưng với từ ba miếng đôi trở lên, từ 2 dấu.</translation>
        </message>
        <message>
            <source>&amp;Hide won tricks on bids of 84 and up</source>
            <translation>Úp các nước đã ăn khi thầu từ 84 trở lên (&amp;J)</translation>
        </message>
        <message>
            <source>When the first three players pass: the last player to bid must bid the minimum, or the tiles are shaken again. The last is the shaker, or, on a first hand the holder of the 1-0 opens, the player on their right.</source>
            <translation>Khi ba người đầu đều bỏ qua: người thầu cuối phải thầu mức thấp nhất, hoặc các miếng được xáo lại. Người cuối là người xáo, hoặc, ở vòng đầu do người cầm 1-0 mở thầu, là người ngồi bên phải người đó.</translation>
        </message>
        <message>
            <source>Score marks or points; the game is won at the score set in "Play to".</source>
            <translation>Tính bằng dấu hoặc bằng điểm; ai đạt số điểm đặt ở "Chơi đến" thì thắng ván.</translation>
        </message>
        <message>
            <source>On a bid of 84 (2 marks) or more, won tricks are stacked face down so nobody can look back; on a bid of 42 they stay face up.</source>
            <translation>Khi thầu từ 84 (2 dấu) trở lên, các nước đã ăn được úp xuống xếp chồng để không ai xem lại được; khi thầu 42 chúng vẫn để ngửa.</translation>
        </message>
        <message>
            <source>Whether the last player, forced to bid after everyone passed, may call Nello or Sevens.</source>
            <translation>Người cuối, bị buộc thầu sau khi mọi người đều bỏ qua, có được gọi Nello hoặc Bảy chấm hay không.</translation>
        </message>
        <message>
            <source>Whether the bidder takes the widow before or after naming trump.</source>
            <translation>Người thắng thầu lấy miếng dư trước hay sau khi gọi chủ bài.</translation>
        </message>
        <message>
            <source>Whether the bidder may name doubles as trump.</source>
            <translation>Người thắng thầu có được gọi đôi làm chủ hay không.</translation>
        </message>
        <message>
            <source>Whether the bidder may name follow-me (no trump).</source>
            <translation>Người thắng thầu có được gọi không chủ hay không.</translation>
        </message>
        <message>
            <source>What a set bidder scores: minus the bid, or nothing while each opponent gains the bid.</source>
            <translation>Người bị hụt thầu được gì: bị trừ số điểm bằng giá thầu, hoặc được 0 còn mỗi đối thủ được cộng giá thầu.</translation>
        </message>
        <message>
            <source>When on, shooting the moon and making it wins the game even from behind. When off, it scores 21 like any bid, which still wins from zero or more at a target of 21.</source>
            <translation>Khi bật, bắn mặt trăng thành công là thắng ván ngay cả khi đang bị dẫn điểm. Khi tắt, nó được 21 điểm như mọi giá thầu khác, vẫn đủ để thắng từ 0 điểm trở lên khi mục tiêu là 21.</translation>
        </message>
        <message>
            <source>When the first two players pass: the shaker must bid the minimum, or the tiles are shaken again.</source>
            <translation>Khi hai người đầu đều bỏ qua: người xáo phải thầu mức thấp nhất, hoặc các miếng được xáo lại.</translation>
        </message>
        <message>
            <source>Who bids first on the first hand of a game: the player left of the shaker (42 for three has no 1-0).</source>
            <translation>Ai đặt thầu trước ở vòng đầu tiên của ván: người bên trái người xáo (42 ba người không có miếng 1-0).</translation>
        </message>
        <message>
            <source>Stop a hand as soon as the bid is made or set, instead of playing all nine tricks. A points game plays them all: each point counts.</source>
            <translation>Dừng vòng ngay khi bên thắng thầu đã đạt thầu hoặc bị hụt thầu, thay vì đánh hết chín nước. Ván tính điểm đánh hết mọi nước: điểm nào cũng tính.</translation>
        </message>
        <message>
            <source>A bid to lose every trick, against both other players.</source>
            <translation>Thầu để thua mọi nước, chống lại cả hai người kia.</translation>
        </message>
        <message>
            <source>Each player must play the tile closest to seven pips; the bidder must take every trick.</source>
            <translation>Mỗi người phải đánh miếng có số chấm gần bảy nhất; người thắng thầu phải ăn mọi nước.</translation>
        </message>
        <message>
            <source>The lowest bid allowed, in tricks: 3, 4 (the usual) or 5.</source>
            <translation>Mức thầu thấp nhất được phép, tính bằng nước: 3, 4 (thường dùng) hoặc 5.</translation>
        </message>
        <message>
            <source>When the first two players pass: the last player must bid the minimum, or the tiles are dealt again.</source>
            <translation>Khi hai người đầu đều bỏ qua: người cuối phải thầu mức thấp nhất, hoặc các miếng được chia lại.</translation>
        </message>
        <message>
            <source>Not available: mark bids (84 and up) are off.</source>
            <translation>Không dùng được: thầu dấu (84 trở lên) đang tắt.</translation>
        </message>
        <message>
            <source>Not available: neither Nello nor Sevens is allowed.</source>
            <translation>Không dùng được: cả Nello lẫn Bảy chấm đều không được phép.</translation>
        </message>
        <message>
            <source>Not available: nobody is forced to bid; when everyone passes, the tiles are shaken again.</source>
            <translation>Không dùng được: không ai bị buộc thầu; khi mọi người đều bỏ qua, các miếng được xáo lại.</translation>
        </message>
        <message>
            <source>Not available: a points game plays every trick.</source>
            <translation>Không dùng được: ván tính điểm chơi hết mọi nước.</translation>
        </message>
        <message>
            <source>Not available: a made moon wins anyway. A set bidder scores 0, so no score is below zero, and the target is 21 or less.</source>
            <translation>Không dùng được: bắn mặt trăng thành công đằng nào cũng thắng. Người bị hụt thầu được 0 điểm nên không ai bị điểm âm, và mục tiêu là 21 trở xuống.</translation>
        </message>
        <message>
            <source>one mark at a time</source>
            <translation>mỗi lần một dấu</translation>
        </message>
        <message>
            <source>any jump</source>
            <translation>nhảy tùy ý</translation>
        </message>
        <message>
            <source>last seat must bid</source>
            <translation>người cuối phải thầu</translation>
        </message>
        <message>
            <source>shake again</source>
            <translation>xáo lại</translation>
        </message>
        <message>
            <source>deal again</source>
            <translation>chia lại</translation>
        </message>
        <message>
            <source>left of the shaker</source>
            <translation>bên trái người xáo</translation>
        </message>
        <message>
            <source>holder of the 1-0</source>
            <translation>người cầm 1-0</translation>
        </message>
        <message>
            <source>high</source>
            <translation>cao</translation>
        </message>
        <message>
            <source>low</source>
            <translation>thấp</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>dấu</translation>
        </message>
        <message>
            <source>points</source>
            <translation>điểm</translation>
        </message>
        <message>
            <source>before naming trump</source>
            <translation>trước khi gọi chủ bài</translation>
        </message>
        <message>
            <source>after naming trump</source>
            <translation>sau khi gọi chủ bài</translation>
        </message>
        <message>
            <source>loses the bid</source>
            <translation>mất số điểm bằng giá thầu</translation>
        </message>
        <message>
            <source>scores 0; opponents gain the bid</source>
            <translation>được 0; đối thủ được cộng giá thầu</translation>
        </message>
        <message>
            <source>their own suit</source>
            <translation>chất riêng</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Tây</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Đồng đội</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Đông</translation>
        </message>
        <message>
            <source>{rule} allowed</source>
            <translation>Cho phép {rule}</translation>
        </message>
        <message>
            <source>{rule}: least number of marks</source>
            <translation>{rule}: số dấu tối thiểu</translation>
        </message>
        <message>
            <source>{rule}: doubles</source>
            <translation>{rule}: miếng đôi</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>cho phép</translation>
        </message>
        <message>
            <source>doubles {value}</source>
            <translation>đôi: {value}</translation>
        </message>
        <message numerus="yes">
            <source>from %n mark(s)</source>
            <translation>
                <numerusform>từ %n dấu</numerusform>
            </translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Ván mới</translation>
        </message>
        <message>
            <source>A set of house rules; changing any rule below shows "Custom".</source>
            <translation>Một bộ luật riêng; thay đổi bất kỳ luật nào bên dưới sẽ hiện "Tùy chỉnh".</translation>
        </message>
        <message>
            <source>random</source>
            <translation>ngẫu nhiên</translation>
        </message>
        <message>
            <source>Leave empty for random deals, or enter a number to replay or share the same deals.</source>
            <translation>Để trống để chia ngẫu nhiên, hoặc nhập một số để chơi lại hay chia sẻ đúng các lần chia đó.</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Luật riêng</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Trò chơi</translation>
        </message>
        <message>
            <source>&amp;Rule preset</source>
            <translation>Mẫu luật cài sẵn (&amp;A)</translation>
        </message>
        <message>
            <source>Pla&amp;yers</source>
            <translation>N&amp;gười chơi</translation>
        </message>
        <message>
            <source>Deal s&amp;eed</source>
            <translation>&amp;Mã chia bài</translation>
        </message>
        <message>
            <source>Pract&amp;ice: hints and undo allowed</source>
            <translation>Luyện tập: cho phép gợi ý và hoàn tác (&amp;W)</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>Chia &amp;bài</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Tùy chỉnh</translation>
        </message>
        <message>
            <source>Your seat</source>
            <translation>Ghế của bạn</translation>
        </message>
        <message>
            <source>you play it</source>
            <translation>bạn chơi ghế này</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (bạn)</translation>
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation>{name} (máy)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>Cấp độ của {name}</translation>
        </message>
        <message>
            <source>How strongly this computer player bids and plays.</source>
            <translation>Người chơi máy này đặt thầu và đánh giỏi đến mức nào.</translation>
        </message>
        <message>
            <source>The deal seed must be a whole number (up to 18 digits), or empty for random deals.</source>
            <translation>Mã chia bài phải là số nguyên (tối đa 18 chữ số), hoặc để trống để chia ngẫu nhiên.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Tùy chọn</translation>
        </message>
        <message>
            <source>Your name at the table, from the next game.</source>
            <translation>Tên của bạn tại bàn, từ ván sau.</translation>
        </message>
        <message>
            <source>Put the costly bids and plays of your Texas 42 &amp;games in My mistakes</source>
            <translation>Đưa các lần đặt thầu và nước đi tốn kém trong &amp;ván Texas 42 của bạn vào Lỗi của tôi</translation>
        </message>
        <message>
            <source>Each finished hand of your games of Texas 42 scored in marks is reviewed in the background; what it grades costly comes back in Practice &gt; My mistakes. Moon, 42 for three and games scored in points are not reviewed for it.</source>
            <translation>Mỗi ván bài đã xong trong các ván Texas 42 tính bằng dấu của bạn được xem lại ngầm; những gì bị chấm là tốn kém sẽ quay lại trong Luyện tập &gt; Lỗi của tôi. Moon, 42 ba người và các ván tính điểm không được xem lại cho việc này.</translation>
        </message>
        <message>
            <source>System ({language})</source>
            <translation>Hệ thống ({language})</translation>
        </message>
        <message>
            <source>Offer &amp;hints and undo in new games</source>
            <translation>&amp;Cho phép gợi ý và hoàn tác trong ván mới</translation>
        </message>
        <message>
            <source>The language of the app. A new one takes a restart, which OK offers; your game is kept.</source>
            <translation>Ngôn ngữ của ứng dụng. Ngôn ngữ mới cần khởi động lại, OK sẽ đề nghị việc đó; ván đang chơi của bạn được giữ lại.</translation>
        </message>
        <message>
            <source>OK offers to restart the app in this language now; your game is kept.</source>
            <translation>OK sẽ đề nghị khởi động lại ứng dụng bằng ngôn ngữ này ngay; ván đang chơi của bạn được giữ lại.</translation>
        </message>
        <message>
            <source>&amp;Your name</source>
            <translation>&amp;Tên của bạn</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>&amp;Miếng domino</translation>
        </message>
        <message>
            <source>&amp;Animation</source>
            <translation>H&amp;iệu ứng động</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Ngôn ngữ</translation>
        </message>
        <message>
            <source>native (C)</source>
            <translation>gốc (C)</translation>
        </message>
        <message>
            <source>Python (slower)</source>
            <translation>Python (chậm hơn)</translation>
        </message>
        <message>
            <source>Texas 42, Moon and 42 for three against computer players that bid and play like strong humans.</source>
            <translation>Texas 42, Moon và 42 ba người với các người chơi máy đặt thầu và đánh như người chơi giỏi.</translation>
        </message>
        <message>
            <source>Solver: {backend}.</source>
            <translation>Bộ giải: {backend}.</translation>
        </message>
        <message>
            <source>Open source; the rules and the game record format are documented in the app.</source>
            <translation>Mã nguồn mở; luật chơi và định dạng bản ghi ván chơi được mô tả trong ứng dụng.</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Dễ</translation>
        </message>
        <message>
            <source>Normal</source>
            <comment>level</comment>
            <translation>Bình thường</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Khó</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Chuyên gia</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb and looks no further. A table for beginners.</source>
            <translation>Dễ: chơi theo kinh nghiệm đơn giản và không tính xa hơn. Bàn chơi cho người mới.</translation>
        </message>
        <message>
            <source>Normal: weighs a dozen possible deals of the hidden tiles for each play, and sometimes misjudges a close choice.</source>
            <translation>Bình thường: cân nhắc khoảng chục lần chia có thể của các miếng chưa lộ cho mỗi lần đánh, và đôi khi đánh giá sai một lựa chọn sát nút.</translation>
        </message>
        <message>
            <source>Hard: weighs about a hundred possible deals for each play and bid, without slips.</source>
            <translation>Khó: cân nhắc khoảng một trăm lần chia có thể cho mỗi lần đánh và mỗi lần đặt thầu, không sơ suất.</translation>
        </message>
        <message>
            <source>Expert: bids as Hard does; in play it weighs more deals, more still where the choice is close, reads the count the last player to each trick throws or keeps, and prefers plays that leave room for the guesses still to come. A little slower.</source>
            <translation>Chuyên gia: đặt thầu như mức Khó; khi đánh, cân nhắc nhiều lần chia hơn, càng nhiều khi lựa chọn sát nút, đọc miếng đếm mà người đánh cuối cùng của mỗi nước bỏ ra hay giữ lại, và ưu tiên nước đi chừa chỗ cho những lần đoán còn ở phía trước. Chậm hơn một chút.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy.</source>
            <translation>Ở Texas 42, thắng khoảng {games} trên 10 ván trước mức Dễ.</translation>
        </message>
        <message>
            <source>At Texas 42 it wins about {games} games in 10 against Easy and {normal} in 10 against Normal.</source>
            <translation>Ở Texas 42, thắng khoảng {games} trên 10 ván trước mức Dễ và {normal} trên 10 ván trước mức Bình thường.</translation>
        </message>
        <message>
            <source>At Texas 42, on {deals} deals each played both ways with a forced bid of 30, its bidders made {expert} and Hard's {hard}. In {hands} hands bid and played as usual, each played both ways, it came out ahead of Hard in {ahead} and behind in {behind}; the rest came out the same.</source>
            <translation>Ở Texas 42, trên {deals} lần chia, mỗi lần chơi cả hai chiều với thầu bắt buộc 30, người thắng thầu của nó đạt thầu {expert} và của mức Khó {hard}. Trong {hands} vòng đặt thầu và chơi như thường lệ, mỗi vòng chơi cả hai chiều, nó hơn mức Khó ở {ahead} vòng và kém hơn ở {behind} vòng; các vòng còn lại có kết quả như nhau.</translation>
        </message>
        <message>
            <source>At Moon, one Hard player against two Easy ones wins about {games} games in 10 (a third would be even).</source>
            <translation>Ở Moon, một máy Khó đấu với hai máy Dễ thắng khoảng {games} trên 10 ván (ngang sức thì chỉ một phần ba).</translation>
        </message>
        <message>
            <source>Off (no motion)</source>
            <translation>Tắt (không chuyển động)</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Nhanh</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Bình thường</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Chậm</translation>
        </message>
        <message>
            <source>Classic ivory</source>
            <translation>Ngà cổ điển</translation>
        </message>
        <message>
            <source>High contrast</source>
            <translation>Tương phản cao</translation>
        </message>
        <message>
            <source>Game record format (.t42)</source>
            <translation>Định dạng bản ghi ván (.t42)</translation>
        </message>
        <message>
            <source>On this computer, texas42-record is {path}</source>
            <translation>Trên máy này, texas42-record nằm ở {path}</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Thông tin</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Cảnh báo</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Lỗi</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Câu hỏi</translation>
        </message>
        <message>
            <source>Your lesson is kept: Practice &gt; Learn to play continues it where you are.</source>
            <translation>Bài học của bạn được giữ lại: Luyện tập &gt; Học cách chơi sẽ tiếp tục từ chỗ bạn đang học.</translation>
        </message>
        <message>
            <source>Your practice session is kept: the Practice menu continues it.</source>
            <translation>Buổi luyện tập của bạn được giữ lại: menu Luyện tập sẽ tiếp tục nó.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept: its answers so far are lost.</source>
            <translation>Không thể giữ lại buổi luyện tập của bạn: các câu trả lời đến giờ sẽ mất.</translation>
        </message>
        <message>
            <source>Your game in progress is kept.</source>
            <translation>Ván đang chơi của bạn được giữ lại.</translation>
        </message>
        <message>
            <source>Your game in progress cannot be saved: {loss}.</source>
            <translation>Không thể lưu ván đang chơi của bạn: {loss}.</translation>
        </message>
        <message>
            <source>Restart Texas 42 now in {language}?</source>
            <translation>Khởi động lại Texas 42 bằng {language} ngay bây giờ?</translation>
        </message>
        <message>
            <source>&amp;Restart now</source>
            <translation>&amp;Khởi động lại ngay</translation>
        </message>
        <message>
            <source>&amp;Later</source>
            <translation>Để &amp;sau</translation>
        </message>
    </context>
    <context>
        <name>GameRules</name>
        <message>
            <source>The New game dialog's set of house rules these are, or Custom if they are none of its presets.</source>
            <translation>Bộ luật nhà của hộp thoại Ván mới mà các luật này thuộc về, hoặc Tùy chỉnh nếu không thuộc bộ nào.</translation>
        </message>
        <message>
            <source>{players} players, partners sitting opposite; {tiles} tiles each.</source>
            <translation>{players} người chơi, đồng đội ngồi đối diện; mỗi người {tiles} miếng.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each, and one face down as the widow.</source>
            <translation>{players} người chơi, mỗi người chơi một mình; mỗi người {tiles} miếng, và một miếng úp làm miếng dư.</translation>
        </message>
        <message>
            <source>{players} players, each playing alone; {tiles} tiles each.</source>
            <translation>{players} người chơi, mỗi người chơi một mình; mỗi người {tiles} miếng.</translation>
        </message>
        <message>
            <source>on</source>
            <translation>bật</translation>
        </message>
        <message>
            <source>off</source>
            <translation>tắt</translation>
        </message>
        <message>
            <source>Click for the rules of this game ({key}).</source>
            <translation>Bấm để xem luật của ván này ({key}).</translation>
        </message>
        <message>
            <source>Rules of this game</source>
            <translation>Luật của ván này</translation>
        </message>
        <message>
            <source>The rules of the game on the table. To read about a rule on the rules page, choose it and press Read about it.</source>
            <translation>Luật của ván đang chơi. Để đọc về một luật trên trang luật, hãy chọn nó rồi bấm Đọc thêm.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Luật</translation>
        </message>
        <message>
            <source>In this game</source>
            <translation>Trong ván này</translation>
        </message>
        <message>
            <source>&amp;Read about it</source>
            <translation>Đọc &amp;thêm</translation>
        </message>
    </context>
    <context>
        <name>HintView</name>
        <message>
            <source>On your turn, Hint (H) shows the computer's view of your choices.</source>
            <translation>Đến lượt bạn, Gợi ý (H) cho biết máy đánh giá các lựa chọn của bạn thế nào.</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Gợi ý (H)</translation>
        </message>
        <message>
            <source>What the Hard AI would do here, and why</source>
            <translation>AI mức Khó sẽ làm gì ở đây, và vì sao</translation>
        </message>
        <message>
            <source>Thinking about your options…</source>
            <translation>Đang cân nhắc các lựa chọn của bạn…</translation>
        </message>
        <message>
            <source>Recommended: {bid}.</source>
            <translation>Đề xuất: {bid}.</translation>
        </message>
        <message>
            <source>Quick estimate from the built-in table; refining by simulation…</source>
            <translation>Ước tính nhanh từ bảng có sẵn; đang tinh chỉnh bằng mô phỏng…</translation>
        </message>
        <message numerus="yes">
            <source>Preview over %n deal(s); refining…</source>
            <translation>
                <numerusform>Xem trước qua %n lần chia; đang tinh chỉnh…</numerusform>
            </translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen the window, then this panel ({keys}), to see more.</source>
            <translation>{fit} lựa chọn tốt nhất trong {all}; hãy mở rộng cửa sổ, rồi mở rộng bảng này ({keys}) để xem thêm.</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; the others do not fit beside the table.</source>
            <translation>{fit} lựa chọn tốt nhất trong {all}; các lựa chọn khác không vừa bên cạnh bàn.</translation>
        </message>
        <message>
            <source>Exp. {unit}</source>
            <translation>Kỳ vọng ({unit})</translation>
        </message>
        <message>
            <source>{contract}: expected {unit} over {worlds} sampled deals</source>
            <translation>{contract}: {unit} kỳ vọng qua {worlds} lần chia mẫu</translation>
        </message>
        <message>
            <source>First look (quick estimate)</source>
            <translation>Nhìn qua (ước tính nhanh)</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your partner's bid of {bid}.</source>
            <translation>Đề xuất: gọi {contract} làm chủ cho mức thầu {bid} của đồng đội bạn.</translation>
        </message>
        <message>
            <source>Recommended: name {contract} for your bid of {bid}.</source>
            <translation>Đề xuất: gọi {contract} làm chủ cho mức thầu {bid} của bạn.</translation>
        </message>
        <message>
            <source>{rules} A sure laydown is certain: 100%.</source>
            <translation>{rules} Bài chắc chắn hạ được: 100%.</translation>
        </message>
        <message>
            <source>{rules} Chances are weighed again on your hand after the widow, as the widow hint showed them: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Xác suất được cân nhắc lại trên phần bài của bạn sau khi lấy miếng dư, như gợi ý úp bỏ đã cho thấy: tỉ lệ đạt thầu khi lật bài trong {worlds} lần chia mẫu, trừ một khoản dự phòng cho việc chơi không thấy bài người khác; nếu bằng nhau, chọn chủ bài chắc hơn.</translation>
        </message>
        <message>
            <source>{rules} Chances shown: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Xác suất hiển thị: tỉ lệ đạt thầu khi lật bài trong {worlds} lần chia mẫu, trừ một khoản dự phòng cho việc chơi không thấy bài người khác; nếu bằng nhau, chọn loại ván chắc hơn.</translation>
        </message>
        <message>
            <source>{rules} Chances shown are those the bid was weighed with: the share of {worlds} sampled deals made with open hands, less a margin for play without seeing the other hands; on a tie, the surer contract.</source>
            <translation>{rules} Xác suất hiển thị là xác suất đã dùng khi cân nhắc thầu: tỉ lệ đạt thầu khi lật bài trong {worlds} lần chia mẫu, trừ một khoản dự phòng cho việc chơi không thấy bài người khác; nếu bằng nhau, chọn chủ bài chắc hơn.</translation>
        </message>
        <message>
            <source>In each deal you take the widow and lay away the tile you miss least.</source>
            <translation>Trong mỗi lần chia, bạn lấy miếng dư và úp bỏ miếng bạn ít cần nhất.</translation>
        </message>
        <message>
            <source>{rules} Each cell: the chance used (over {worlds} sampled deals, less a margin for play without open hands) above the expected {unit}, counting the chance of being outbid; ✓ marks the best.</source>
            <translation>{rules} Mỗi ô: xác suất được dùng (qua {worlds} lần chia mẫu, trừ dự phòng cho việc chơi không lật bài) ở trên, {unit} kỳ vọng ở dưới, có tính khả năng bị thầu cao hơn; ✓ đánh dấu lựa chọn tốt nhất.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals, the widow taken in each): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Góc nhìn của AI mức Khó ({worlds} lần chia, mỗi lần đều lấy miếng dư): mỗi ô là xác suất, rồi {unit} kỳ vọng; ✓ là tốt nhất.</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of {worlds} sampled deals (one standard error)</source>
            <translation>{contract}, thầu {bid}: đạt thầu khi lật bài trong {p} ± {error} của {worlds} lần chia mẫu (một sai số chuẩn)</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: a sure laydown, made whatever the others hold</source>
            <translation>{contract}, thầu {bid}: chắc chắn hạ được bài, đạt thầu dù người khác cầm gì</translation>
        </message>
        <message>
            <source>{contract}, bid {bid}: made with open hands in {p} ± {error} of the model's deals (one standard error)</source>
            <translation>{contract}, thầu {bid}: đạt thầu khi lật bài trong {p} ± {error} các lần chia của mô hình (một sai số chuẩn)</translation>
        </message>
        <message>
            <source>; {p} after the margins for sampling and for play without open hands</source>
            <translation>; {p} sau khi trừ dự phòng cho sai số lấy mẫu và cho việc chơi không lật bài</translation>
        </message>
        <message>
            <source>; worth {value} expected {unit} (kept against later bids in {keep})</source>
            <translation>; đáng giá {value} {unit} kỳ vọng (giữ được trước các lượt thầu sau trong {keep} số lần)</translation>
        </message>
        <message>
            <source>{choice}: {chance} to make (the chance used), worth {value} expected {unit}</source>
            <translation>{choice}: {chance} đạt thầu (xác suất được dùng), đáng giá {value} {unit} kỳ vọng</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and bidding over it only takes the contract from your side, so passing counts as much as your best bid ({value}) and stands.</source>
            <translation>Bỏ qua: đồng đội của bạn đang giữ lượt thầu, và thầu cao hơn chỉ lấy hợp đồng khỏi phe của bạn, nên bỏ qua được tính bằng lần thầu tốt nhất của bạn ({value}) và được giữ.</translation>
        </message>
        <message>
            <source>Pass: your partner holds the bid, and a bid over it must be worth more than {value} expected {unit} (a margin for its risk); none is, so passing stands.</source>
            <translation>Bỏ qua: đồng đội của bạn đang giữ lượt thầu, và một lần thầu cao hơn phải đáng hơn {value} {unit} kỳ vọng (một khoản dự phòng cho rủi ro của nó); không lần nào đạt, nên bỏ qua được giữ.</translation>
        </message>
        <message>
            <source>Pass: a bid must be worth more than {value} expected {unit} to beat passing (a margin for its risk, less what letting the opponents play costs)</source>
            <translation>Bỏ qua: một lần thầu phải đáng giá hơn {value} {unit} kỳ vọng mới tốt hơn bỏ qua (một khoảng dự phòng cho rủi ro, trừ đi cái giá của việc để đối thủ chơi)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come</source>
            <translation>Đối thủ còn lấy (nước)</translation>
        </message>
        <message>
            <source>Your side's tricks to come</source>
            <translation>Bên bạn còn lấy (nước)</translation>
        </message>
        <message>
            <source>Defenders' tricks to come</source>
            <translation>Bên phòng thủ còn lấy (nước)</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, with the trump you named.</source>
            <translation>Góc nhìn của AI mức Khó: úp bỏ từng miếng, với chủ bài bạn đã gọi.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does: even a sure hand shows less than 100%.</source>
            <translation>Mỗi cơ hội đều chừa một khoảng dự phòng vì khi chơi không thấy bài của người khác, như gợi ý chủ bài: ngay cả một tay bài chắc thắng cũng hiện dưới 100%.</translation>
        </message>
        <message>
            <source>Each chance keeps a margin for play without seeing the other hands, as the trump hint's does, but for a sure laydown (100%).</source>
            <translation>Mỗi cơ hội đều chừa một khoảng dự phòng vì khi chơi không thấy bài của người khác, như gợi ý chủ bài, trừ khi chắc chắn hạ được bài (100%).</translation>
        </message>
        <message>
            <source>Preview; refining…</source>
            <translation>Xem trước; đang tính thêm…</translation>
        </message>
        <message>
            <source>The Hard AI's view: each tile laid away, then trump named as the trump hint would.</source>
            <translation>Góc nhìn của AI mức Khó: úp bỏ từng miếng, rồi gọi chủ bài như gợi ý gọi chủ bài sẽ gọi.</translation>
        </message>
        <message>
            <source>Recommended: lay away the {tile}.</source>
            <translation>Đề xuất: úp bỏ {tile}.</translation>
        </message>
        <message>
            <source>Lay away</source>
            <translation>Úp bỏ</translation>
        </message>
        <message>
            <source>Trump then</source>
            <translation>Chủ bài khi đó</translation>
        </message>
        <message>
            <source>Your tricks</source>
            <translation>Nước bạn lấy</translation>
        </message>
        <message>
            <source>Worth</source>
            <translation>Giá trị</translation>
        </message>
        <message>
            <source>Game points: the bid won or lost at that chance, less half the tricks left to the other two players</source>
            <translation>Điểm ván: giá thầu thắng hoặc thua với khả năng đó, trừ một nửa số nước còn lại cho hai người chơi kia</translation>
        </message>
        <message>
            <source>Your tricks to come</source>
            <translation>Bạn còn lấy (nước)</translation>
        </message>
        <message>
            <source>The bid is decided: the tricks you take in the rest of the hand, on average, after this tile</source>
            <translation>Thầu đã ngã ngũ: số nước trung bình bạn còn lấy được trong phần còn lại của vòng, sau miếng này</translation>
        </message>
        <message>
            <source>The tricks the opponents take in the rest of the hand, on average, after this tile (the Nello makes if they take every one)</source>
            <translation>Số nước trung bình đối thủ lấy trong phần còn lại của vòng, sau miếng này (Nello đạt nếu họ lấy hết)</translation>
        </message>
        <message>
            <source>The tricks your side takes in the rest of the hand, on average, after this tile (fewer is better for you: the Nello fails if its bidder takes one)</source>
            <translation>Số nước trung bình bên bạn lấy trong phần còn lại của vòng, sau miếng này (càng ít càng tốt cho bạn: Nello hụt nếu người thầu lấy được một nước)</translation>
        </message>
        <message>
            <source>; recommended</source>
            <translation>; được đề xuất</translation>
        </message>
        <message>
            <source>{choice}: worth {value} expected {unit}</source>
            <translation>{choice}: đáng giá {value} {unit} kỳ vọng</translation>
        </message>
        <message>
            <source>The best {fit} of {all} contracts; widen this panel ({keys}) to see more.</source>
            <translation>{fit} lựa chọn tốt nhất trong {all}; hãy mở rộng bảng này ({keys}) để xem thêm.</translation>
        </message>
        <message>
            <source>The best contracts first; scroll sideways to see all {all}.</source>
            <translation>Các lựa chọn tốt nhất đứng trước; cuộn ngang để xem đủ {all}.</translation>
        </message>
        <message>
            <source>The Hard AI's view ({worlds} deals): each cell is the chance, then expected {unit}; ✓ the best.</source>
            <translation>Góc nhìn của AI mức Khó ({worlds} lần chia): mỗi ô là xác suất, rồi {unit} kỳ vọng; ✓ là tốt nhất.</translation>
        </message>
        <message numerus="yes">
            <source>The Hard AI's view over %n sampled deal(s) of the hidden tiles.</source>
            <translation>
                <numerusform>Góc nhìn của AI mức Khó qua %n lần chia mẫu các miếng chưa lộ.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your {unit} to come</source>
            <translation>Bạn còn lấy ({unit})</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come</source>
            <translation>Người thắng thầu còn lấy ({unit})</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come</source>
            <translation>Bên thắng thầu còn lấy ({unit})</translation>
        </message>
        <message>
            <source>Chance to make</source>
            <translation>Khả năng đạt thầu</translation>
        </message>
        <message>
            <source>Chance to set</source>
            <translation>Khả năng làm hụt thầu</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Miếng</translation>
        </message>
        <message>
            <source>{contract}: the tricks the opponents take, on average over {worlds} sampled deals (the Nello makes if they take every one)</source>
            <translation>{contract}: số nước đối thủ lấy, trung bình qua {worlds} lần chia mẫu (Nello đạt nếu họ lấy hết mọi nước)</translation>
        </message>
        <message>
            <source>The {unit} your side still takes in the rest of the hand, on average, after this tile</source>
            <translation>Số {unit} trung bình bên bạn còn lấy được trong phần còn lại của vòng, sau miếng này</translation>
        </message>
        <message>
            <source>The {unit} the bidder takes in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Số {unit} trung bình người thắng thầu lấy được trong phần còn lại của vòng, sau miếng này (càng ít càng tốt cho bạn)</translation>
        </message>
        <message>
            <source>The {unit} the bidders take in the rest of the hand, on average, after this tile (fewer is better for you)</source>
            <translation>Số {unit} trung bình bên thắng thầu lấy được trong phần còn lại của vòng, sau miếng này (càng ít càng tốt cho bạn)</translation>
        </message>
        <message>
            <source>Opponents' tricks to come if played out</source>
            <translation>Đối thủ còn lấy nếu đánh hết (nước)</translation>
        </message>
        <message>
            <source>Defenders' tricks to come if played out</source>
            <translation>Bên phòng thủ còn lấy nếu đánh hết (nước)</translation>
        </message>
        <message>
            <source>Your side's tricks to come if played out</source>
            <translation>Bên bạn còn lấy nếu đánh hết (nước)</translation>
        </message>
        <message>
            <source>Your {unit} to come if played out</source>
            <translation>Bạn còn lấy nếu đánh hết ({unit})</translation>
        </message>
        <message>
            <source>Bidder's {unit} to come if played out</source>
            <translation>Người thắng thầu còn lấy nếu đánh hết ({unit})</translation>
        </message>
        <message>
            <source>Bidders' {unit} to come if played out</source>
            <translation>Bên thắng thầu còn lấy nếu đánh hết ({unit})</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out (the best play for each side, every hand open): the hand ends as soon as the bid is made or set, and nothing after that is scored.</source>
            <translation>Tính như thể mọi nước đều được đánh hết (mỗi bên đánh tốt nhất, mọi tay bài để ngửa): ván kết thúc ngay khi mức thầu đạt hoặc hụt, và không gì sau đó được tính.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>điểm ván</translation>
        </message>
        <message>
            <source>points</source>
            <translation>điểm</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>nước</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>dấu</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} bằng nhau: cùng số {unit} sắp tới. Khi bằng nhau, gợi ý chọn miếng đứng trước theo thứ tự số, là {tile}.</translation>
        </message>
        <message>
            <source>The {tiles} tie: the same chance and the same {unit} to come. On a tie the hint names the tile first in number order, the {tile}.</source>
            <translation>{tiles} bằng nhau: cùng xác suất và cùng số {unit} sắp tới. Khi bằng nhau, gợi ý chọn miếng đứng trước theo thứ tự số, là {tile}.</translation>
        </message>
        <message>
            <source>Not shown here: {contracts}.</source>
            <translation>Không hiển thị ở đây: {contracts}.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>{meanings} Its words are links: Tab reaches one, Enter opens it in the rules.</source>
            <translation>{meanings} Các từ của nó là liên kết: Tab đến một từ, Enter mở nó trong luật chơi.</translation>
        </message>
        <message>
            <source>Link: {meaning} Enter opens it in the rules.</source>
            <translation>Liên kết: {meaning} Enter mở nó trong luật chơi.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>The {language} translation is missing or damaged; the game is shown in English. Reinstalling the game brings it back.</source>
            <translation>Bản dịch {language} bị thiếu hoặc hỏng; trò chơi hiện bằng tiếng Anh. Cài lại trò chơi sẽ có lại bản dịch.</translation>
        </message>
    </context>
    <context>
        <name>Licences</name>
        <message>
            <source>GNU GPL 3.0, which the LGPL extends</source>
            <translation>GNU GPL 3.0, giấy phép mà LGPL mở rộng</translation>
        </message>
        <message>
            <source>Licences</source>
            <translation>Giấy phép</translation>
        </message>
        <message>
            <source>Texas 42 and the software it includes, each under its own licence:</source>
            <translation>Texas 42 và phần mềm đi kèm, mỗi phần theo giấy phép riêng:</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Wait for your turn.</source>
            <translation>Hãy chờ đến lượt bạn.</translation>
        </message>
        <message>
            <source>What just happened at the table</source>
            <translation>Những gì vừa diễn ra trên bàn</translation>
        </message>
        <message>
            <source>{who} named {contract}.</source>
            <translation>{who} đã gọi {contract}.</translation>
        </message>
        <message>
            <source>{who} played {tile}.</source>
            <translation>{who} đã đánh {tile}.</translation>
        </message>
        <message>
            <source>{who} laid down: the rest of the tricks are theirs.</source>
            <translation>{who} đã hạ bài: các nước còn lại thuộc về họ.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <source>You sit out this hand: your tiles are not played.</source>
            <translation>Bạn ngồi ngoài vòng này: các miếng của bạn không được đánh.</translation>
        </message>
        <message>
            <source>{who} passed.</source>
            <translation>{who} đã bỏ qua.</translation>
        </message>
        <message>
            <source>{who} bid {bid}.</source>
            <translation>{who} đã thầu {bid}.</translation>
        </message>
        <message>
            <source>{who} won the trick.</source>
            <translation>{who} đã ăn nước.</translation>
        </message>
        <message numerus="yes">
            <source>{who} won the trick (%n point(s)).</source>
            <translation>
                <numerusform>{who} đã ăn nước (%n điểm).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand over. Score: {score}.</source>
            <translation>Hết vòng. Điểm số: {score}.</translation>
        </message>
        <message>
            <source>No trick has been played yet this hand.</source>
            <translation>Vòng này chưa có nước nào được đánh.</translation>
        </message>
        <message>
            <source>Last trick: {plays}; {who} won it.</source>
            <translation>Nước vừa rồi: {plays}; {who} đã ăn.</translation>
        </message>
        <message numerus="yes">
            <source>Last trick: {plays}; {who} won it (%n point(s)).</source>
            <translation>
                <numerusform>Nước vừa rồi: {plays}; {who} đã ăn (%n điểm).</numerusform>
            </translation>
        </message>
        <message>
            <source>Hint</source>
            <comment>tab</comment>
            <translation>Gợi ý</translation>
        </message>
        <message>
            <source>Score</source>
            <comment>tab</comment>
            <translation>Điểm</translation>
        </message>
        <message>
            <source>Bids</source>
            <comment>tab</comment>
            <translation>Thầu</translation>
        </message>
        <message>
            <source>Tricks</source>
            <comment>tab</comment>
            <translation>Các nước</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Bảng điểm</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <comment>View menu: show or hide the Hint panel</comment>
            <translation>&amp;Gợi ý</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Bảng điểm</translation>
        </message>
        <message>
            <source>&amp;Bids</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Thầu</translation>
        </message>
        <message>
            <source>&amp;Tricks</source>
            <comment>View menu: show or hide the panel</comment>
            <translation>&amp;Các nước</translation>
        </message>
        <message>
            <source>Go to the h&amp;int</source>
            <translation>Đến phần gợi ý (&amp;I)</translation>
        </message>
        <message>
            <source>Go to the sc&amp;ore sheet</source>
            <translation>Đến bảng điểm (&amp;O)</translation>
        </message>
        <message>
            <source>Go to the bi&amp;ds</source>
            <translation>Đến phần thầu (&amp;D)</translation>
        </message>
        <message>
            <source>Go to the t&amp;ricks</source>
            <translation>Đến các nước (&amp;R)</translation>
        </message>
        <message>
            <source>Each hand's score appears here.</source>
            <translation>Điểm của mỗi vòng hiện ở đây.</translation>
        </message>
        <message numerus="yes">
            <source>Game to %n mark(s).</source>
            <translation>
                <numerusform>Ván đến %n dấu.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game to %n point(s).</source>
            <translation>
                <numerusform>Ván đến %n điểm.</numerusform>
            </translation>
        </message>
        <message>
            <source>Hides the {panel} panel; the View menu shows it again.</source>
            <translation>Ẩn khung {panel}; menu Hiển thị sẽ hiện lại nó.</translation>
        </message>
        <message>
            <source>Each bid appears here.</source>
            <translation>Mỗi lượt thầu hiện ở đây.</translation>
        </message>
        <message>
            <source>Each trick won appears here.</source>
            <translation>Mỗi nước đã ăn hiện ở đây.</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Các nước</translation>
        </message>
        <message>
            <source>Bids</source>
            <translation>Thầu</translation>
        </message>
        <message>
            <source>A game in progress was saved.</source>
            <translation>Có một ván đang chơi dở đã được lưu.</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Chơi tiếp</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Ván mới</translation>
        </message>
        <message>
            <source>A game in progress was saved: {game}.</source>
            <translation>Có một ván đang chơi dở đã được lưu: {game}.</translation>
        </message>
        <message>
            <source>New to Texas 42? Take a few short lessons on this table, or play a first game against Easy players.</source>
            <translation>Mới chơi Texas 42? Hãy học vài bài ngắn ngay trên bàn này, hoặc chơi ván đầu tiên với các người chơi Dễ.</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Chơi ván đầu tiên</translation>
        </message>
        <message>
            <source>Texas 42 is already running, but it did not answer. Close it (or end it) and start the game again.</source>
            <translation>Texas 42 đang chạy nhưng không trả lời. Hãy đóng (hoặc tắt hẳn) nó rồi mở lại trò chơi.</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Messages</source>
            <translation>Thông báo</translation>
        </message>
        <message>
            <source>Solver: {backend}</source>
            <translation>Bộ giải: {backend}</translation>
        </message>
        <message>
            <source>Resume the saved game, or start a new one</source>
            <translation>Chơi tiếp ván đã lưu, hoặc bắt đầu ván mới</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Học cách chơi</translation>
        </message>
        <message>
            <source>No thanks</source>
            <translation>Không, cảm ơn</translation>
        </message>
        <message>
            <source>Undone: your last decision is yours to make again.</source>
            <translation>Đã hoàn tác: bạn quyết định lại nước đi vừa rồi.</translation>
        </message>
        <message>
            <source>Won tricks are stacked face down on a bid of 84 or more.</source>
            <translation>Khi thầu từ 84 trở lên, các nước đã ăn được úp xuống xếp chồng.</translation>
        </message>
        <message>
            <source>Hint table</source>
            <translation>Bảng gợi ý</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Trò chơi</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Ván mới…</translation>
        </message>
        <message>
            <source>&amp;Rematch</source>
            <translation>Đấu lạ&amp;i</translation>
        </message>
        <message>
            <source>&amp;Open game…</source>
            <translation>&amp;Mở ván…</translation>
        </message>
        <message>
            <source>&amp;Save game as…</source>
            <translation>&amp;Lưu ván thành…</translation>
        </message>
        <message>
            <source>&amp;Kept games…</source>
            <translation>Ván đã &amp;giữ lại…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Thoát</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Chơi</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Gợi ý</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Hoàn tác</translation>
        </message>
        <message>
            <source>&amp;Next hand</source>
            <translation>&amp;Vòng tiếp theo</translation>
        </message>
        <message>
            <source>Next hand (N) comes when this hand is over.</source>
            <translation>Vòng tiếp theo (N) đến khi vòng này kết thúc.</translation>
        </message>
        <message>
            <source>Nothing to undo yet: Undo takes back your own last decision.</source>
            <translation>Chưa có gì để hoàn tác: Hoàn tác lấy lại quyết định gần nhất của chính bạn.</translation>
        </message>
        <message>
            <source>Undo is off here.</source>
            <translation>Ở đây tắt hoàn tác.</translation>
        </message>
        <message>
            <source>Undo is off in this game (turn on practice in New game).</source>
            <translation>Ván này tắt hoàn tác (hãy bật luyện tập trong Ván mới).</translation>
        </message>
        <message>
            <source>Rules of &amp;this game…</source>
            <translation>Luật của ván &amp;này…</translation>
        </message>
        <message>
            <source>Lay &amp;down (take the rest)</source>
            <translation>Hạ &amp;bài (ăn hết phần còn lại)</translation>
        </message>
        <message>
            <source>P&amp;ractice</source>
            <translation>&amp;Luyện tập</translation>
        </message>
        <message>
            <source>&amp;Bidding practice…</source>
            <translation>&amp;Luyện đấu thầu…</translation>
        </message>
        <message>
            <source>&amp;Play practice…</source>
            <translation>Luyện đánh &amp;bài…</translation>
        </message>
        <message>
            <source>&amp;Analyze a hand…</source>
            <translation>&amp;Phân tích một tay bài…</translation>
        </message>
        <message>
            <source>My &amp;mistakes…</source>
            <translation>Lỗi &amp;của tôi…</translation>
        </message>
        <message>
            <source>&amp;End practice</source>
            <translation>&amp;Kết thúc luyện tập</translation>
        </message>
        <message>
            <source>&amp;Review last hand</source>
            <translation>&amp;Xem lại vòng vừa rồi</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Thống kê…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Hiển thị</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>Nước &amp;vừa rồi</translation>
        </message>
        <message>
            <source>&amp;Compact: hide the side panels</source>
            <translation>T&amp;hu gọn: ẩn các bảng bên</translation>
        </message>
        <message>
            <source>&amp;Wider side panels</source>
            <translation>&amp;Mở rộng các bảng bên</translation>
        </message>
        <message>
            <source>&amp;Narrower side panels</source>
            <translation>Thu hẹ&amp;p các bảng bên</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>Cà&amp;i đặt</translation>
        </message>
        <message>
            <source>Menus</source>
            <translation>Trình đơn</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Trạng thái</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Tùy chọn…</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Trợ &amp;giúp</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;Học cách chơi…</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Luật chơi</translation>
        </message>
        <message>
            <source>Game record &amp;format (.t42)</source>
            <translation>Định &amp;dạng bản ghi ván (.t42)</translation>
        </message>
        <message>
            <source>L&amp;icences…</source>
            <translation>Giấy &amp;phép…</translation>
        </message>
        <message>
            <source>&amp;About Texas 42</source>
            <translation>&amp;Giới thiệu Texas 42</translation>
        </message>
        <message>
            <source>Opening the saved game…</source>
            <translation>Đang mở ván đã lưu…</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), so a new game would replace it for good.</source>
            <translation>Không thể chép ván đã lưu vào {folder} ({error}), nên một ván mới sẽ thay thế nó vĩnh viễn.</translation>
        </message>
        <message>
            <source>Start a new game</source>
            <translation>Bắt đầu ván mới</translation>
        </message>
        <message>
            <source>Keep the saved game</source>
            <translation>Giữ ván đã lưu</translation>
        </message>
        <message>
            <source>A new game: the saved one was kept as {kept}. Game &gt; Kept games brings it back.</source>
            <translation>Ván mới: ván đã lưu được giữ lại thành {kept}. Trò chơi &gt; Ván đã giữ lại để chơi tiếp.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}).</source>
            <translation>Không đọc được ván đã lưu ({error}).</translation>
        </message>
        <message>
            <source>{reason}
It was kept as {file} in {folder}, and a new game is starting.</source>
            <translation>{reason}
Tệp được giữ lại thành {file} trong {folder}, và một ván mới đang bắt đầu.</translation>
        </message>
        <message>
            <source>{reason}
It could not be moved aside, and a new game is starting.</source>
            <translation>{reason}
Không thể dời nó sang một bên, và một ván mới đang bắt đầu.</translation>
        </message>
        <message>
            <source>Welcome back: the finished game is shown as it ended.</source>
            <translation>Chào mừng trở lại: ván đã kết thúc được hiện như lúc kết thúc.</translation>
        </message>
        <message>
            <source>Welcome back: the saved game is resumed.</source>
            <translation>Chào mừng bạn trở lại: ván đã lưu được chơi tiếp.</translation>
        </message>
        <message>
            <source>Back to your game as you left it; it could not be saved.</source>
            <translation>Quay lại ván của bạn như lúc bạn rời đi; ván này không lưu được.</translation>
        </message>
        <message>
            <source>Quit and lose it</source>
            <translation>Thoát và mất ván</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Quay lại ván</translation>
        </message>
        <message>
            <source>Opening {name}…</source>
            <translation>Đang mở {name}…</translation>
        </message>
        <message>
            <source>{name} is damaged: it was opened at its last move that could be read, in hand {number} ({damage}). The file itself is unchanged.</source>
            <translation>{name} bị hỏng: ván được mở từ nước đi cuối cùng còn đọc được, ở vòng {number} ({damage}). Bản thân tệp không bị thay đổi.</translation>
        </message>
        <message>
            <source>it could not be read ({error})</source>
            <translation>không đọc được tệp ({error})</translation>
        </message>
        <message>
            <source>{name} cannot be opened as a Texas 42 game.
{reason}
{advice}</source>
            <translation>Không mở được {name} thành một ván Texas 42.
{reason}
{advice}</translation>
        </message>
        <message>
            <source>Your game in progress could not be copied to {folder} ({error}), so opening {name} would replace it for good.</source>
            <translation>Không thể chép ván đang chơi của bạn vào {folder} ({error}), nên mở {name} sẽ thay thế nó vĩnh viễn.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder} ({error}). The game goes on, but {loss}: Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Không thể lưu ván vào {folder} ({error}). Ván vẫn tiếp tục, nhưng {loss}: Trò chơi &gt; Lưu ván thành… giữ nó ở chỗ khác.</translation>
        </message>
        <message>
            <source>The game cannot be saved in {folder}: {loss}. Game &gt; Save game as… keeps it elsewhere.</source>
            <translation>Không thể lưu ván vào {folder}: {loss}. Trò chơi &gt; Lưu ván thành… giữ nó ở chỗ khác.</translation>
        </message>
        <message>
            <source>Quit and lose those moves</source>
            <translation>Thoát và mất các nước đó</translation>
        </message>
        <message>
            <source>quitting now loses it</source>
            <translation>thoát bây giờ sẽ mất ván</translation>
        </message>
        <message>
            <source>quitting now loses the moves made since its last save (the game resumes from {point})</source>
            <translation>thoát bây giờ sẽ mất các nước đã đi từ lần lưu cuối (ván sẽ chơi tiếp từ {point})</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but opening {name} cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Không thể chép ván đã lưu vào {folder} ({error}), nhưng mở {name} cũng không thay thế được nó: lúc này không lưu được gì vào {data}, nên lần mở ứng dụng sau sẽ lại đề nghị ván đã lưu.</translation>
        </message>
        <message>
            <source>The saved game could not be copied to {folder} ({error}), but a new game cannot replace it either: nothing can be saved in {data} now, so the next start offers the saved game again.</source>
            <translation>Không thể chép ván đã lưu vào {folder} ({error}), nhưng một ván mới cũng không thay thế được nó: lúc này không lưu được gì vào {data}, nên lần mở ứng dụng sau sẽ lại đề nghị ván đã lưu.</translation>
        </message>
        <message>
            <source>Back to the saved game</source>
            <translation>Quay lại ván đã lưu</translation>
        </message>
        <message>
            <source>Open {name}</source>
            <translation>Mở {name}</translation>
        </message>
        <message>
            <source>Keep my game</source>
            <translation>Giữ ván của tôi</translation>
        </message>
        <message>
            <source>{name} was not opened.</source>
            <translation>{name} chưa được mở.</translation>
        </message>
        <message>
            <source>Opened {name}. Your game in progress was kept as {kept}: Game &gt; Kept games brings it back.</source>
            <translation>Đã mở {name}. Ván đang chơi dở của bạn được giữ lại thành {kept}: Trò chơi &gt; Ván đã giữ lại để chơi tiếp.</translation>
        </message>
        <message>
            <source>The kept games cannot be opened: {folder} ({error}).</source>
            <translation>Không mở được các ván đã giữ lại: {folder} ({error}).</translation>
        </message>
        <message>
            <source>Kept games</source>
            <translation>Ván đã giữ lại</translation>
        </message>
        <message>
            <source>Opened {name}.</source>
            <translation>Đã mở {name}.</translation>
        </message>
        <message>
            <source>The game could not be saved as {name} in {folder} ({error}).</source>
            <translation>Không lưu được ván thành {name} trong {folder} ({error}).</translation>
        </message>
        <message>
            <source>Saved {name}.</source>
            <translation>Đã lưu {name}.</translation>
        </message>
        <message>
            <source>Name trump first: the panel on the table asks for it.</source>
            <translation>Hãy gọi chủ bài trước: bảng trên bàn đang hỏi điều đó.</translation>
        </message>
        <message>
            <source>Bid first: the bid panel is on the table.</source>
            <translation>Hãy đặt thầu trước: bảng thầu đang ở trên bàn.</translation>
        </message>
        <message>
            <source>The hand is over: press Next hand (N).</source>
            <translation>Vòng đã kết thúc: hãy bấm Vòng tiếp theo (N).</translation>
        </message>
        <message>
            <source>The game is over: Rematch or New game.</source>
            <translation>Hết ván: Đấu lại hoặc Ván mới.</translation>
        </message>
        <message>
            <source>No game is on the table, so there is nothing to hint. On your turn in a game or practice, Hint (H) shows the computer's view of your choices.</source>
            <translation>Không có ván nào trên bàn, nên chưa có gì để gợi ý. Đến lượt bạn trong một ván hoặc khi luyện tập, Gợi ý (H) cho biết máy đánh giá các lựa chọn của bạn thế nào.</translation>
        </message>
        <message>
            <source>Answer first: the reveal shows the hint for this decision.</source>
            <translation>Hãy trả lời trước: phần kết quả sẽ cho xem gợi ý cho quyết định này.</translation>
        </message>
        <message>
            <source>The game is over: no decision is left to hint. Rematch or New game starts another.</source>
            <translation>Ván đã kết thúc: không còn quyết định nào để gợi ý. Đấu lại hoặc Ván mới để bắt đầu ván khác.</translation>
        </message>
        <message>
            <source>Hints are off in this game (turn on practice in New game).</source>
            <translation>Ván này tắt gợi ý (hãy bật luyện tập trong Ván mới).</translation>
        </message>
        <message>
            <source>A hint is for your turn to bid, name trump or play.</source>
            <translation>Gợi ý chỉ dành cho lượt bạn đặt thầu, gọi chủ bài hoặc đánh.</translation>
        </message>
        <message>
            <source>{contract}: the contract you chose with your bid.</source>
            <translation>{contract}: loại ván bạn đã chọn cùng giá thầu.</translation>
        </message>
        <message>
            <source>This lesson is one hand: read its last card and press Finish.</source>
            <translation>Bài học này chỉ có một vòng: hãy đọc thẻ cuối và bấm Hoàn thành.</translation>
        </message>
        <message>
            <source>The mistakes deck is off (its file could not be opened).</source>
            <translation>Bộ lỗi đang tắt (không mở được tệp của nó).</translation>
        </message>
        <message>
            <source>Your first game: Easy players, Hint (H) and Undo on. Too fast? L shows the tricks played; Settings &gt; Preferences &gt; Animation: Slow.</source>
            <translation>Ván đầu tiên của bạn: người chơi Dễ, bật Gợi ý (H) và Hoàn tác. Nhanh quá? L cho xem các nước đã đánh; Cài đặt &gt; Tùy chọn &gt; Hiệu ứng động: Chậm.</translation>
        </message>
        <message>
            <source>Name the contract for your bid of {bid}</source>
            <translation>Chọn loại ván cho giá thầu {bid} của bạn</translation>
        </message>
        <message>
            <source>There is no finished hand to review on the lesson's table.</source>
            <translation>Trên bàn của bài học chưa có vòng nào xong để xem lại.</translation>
        </message>
        <message>
            <source>There is no finished hand of yours to review yet.</source>
            <translation>Bạn chưa có vòng nào đã chơi xong để xem lại.</translation>
        </message>
        <message>
            <source>Reviewing hand {number}…</source>
            <translation>Đang xem lại vòng {number}…</translation>
        </message>
        <message>
            <source>Hand {number} could not be looked over for My mistakes: {error}</source>
            <translation>Không thể xem lại vòng {number} cho Lỗi của tôi: {error}</translation>
        </message>
        <message>
            <source>The review failed: {error}</source>
            <translation>Xem lại bị lỗi: {error}</translation>
        </message>
        <message numerus="yes">
            <source>Hand {number} taken back: %n costly decision(s) of yours left My mistakes.</source>
            <translation>
                <numerusform>Vòng {number} được hoàn tác: %n quyết định tốn kém của bạn đã rời Lỗi của tôi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Hand {number}: %n costly decision(s) of yours went into My mistakes.</source>
            <translation>
                <numerusform>Vòng {number}: %n quyết định tốn kém của bạn đã vào Lỗi của tôi.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n costly decision(s) of yours from an earlier game went into My mistakes.</source>
            <translation>
                <numerusform>%n quyết định tốn kém của bạn từ một ván trước đã vào Lỗi của tôi.</numerusform>
            </translation>
        </message>
        <message>
            <source>The mistakes deck is off: {error}</source>
            <translation>Bộ lỗi đang tắt: {error}</translation>
        </message>
        <message>
            <source>Statistics are off: {error}</source>
            <translation>Thống kê đang tắt: {error}</translation>
        </message>
        <message>
            <source>Statistics are off (the statistics file could not be opened).</source>
            <translation>Thống kê đang tắt (không mở được tệp thống kê).</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Mở ván</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42);;All files (*)</source>
            <translation>Ván Texas 42 (*.t42);;Mọi tệp (*)</translation>
        </message>
        <message>
            <source>The practice hand you are playing out will be left unfinished. Go on?</source>
            <translation>Ván luyện tập bạn đang chơi đến hết sẽ bị bỏ dở. Tiếp tục?</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Lưu ván</translation>
        </message>
        <message>
            <source>Texas 42 games (*.t42)</source>
            <translation>Ván Texas 42 (*.t42)</translation>
        </message>
        <message>
            <source>About Texas 42</source>
            <translation>Giới thiệu Texas 42</translation>
        </message>
        <message>
            <source>{game}, hand {number}, {score}</source>
            <translation>{game}, vòng {number}, {score}</translation>
        </message>
        <message>
            <source>{name} already exists.
Do you want to replace it?</source>
            <translation>{name} đã có.
Bạn có muốn thay thế không?</translation>
        </message>
        <message numerus="yes">
            <source>Drop one game file at a time: %n were dropped.</source>
            <translation>
                <numerusform>Mỗi lần chỉ thả một tệp ván chơi: đã thả %n tệp.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only a game file (.t42) can be dropped here to open it.</source>
            <translation>Chỉ có thể thả vào đây một tệp ván chơi (.t42) để mở nó.</translation>
        </message>
        <message>
            <source>Texas 42 could not start again by itself ({command}). Start it as you usually do: your game is kept.</source>
            <translation>Texas 42 không thể tự khởi động lại ({command}). Hãy mở nó như bạn vẫn làm: ván đang chơi của bạn được giữ lại.</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>Follow-me</source>
            <translation>Không chủ</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>trống</translation>
        </message>
        <message>
            <source>one</source>
            <translation>một</translation>
        </message>
        <message>
            <source>two</source>
            <translation>hai</translation>
        </message>
        <message>
            <source>three</source>
            <translation>ba</translation>
        </message>
        <message>
            <source>four</source>
            <translation>bốn</translation>
        </message>
        <message>
            <source>five</source>
            <translation>năm</translation>
        </message>
        <message>
            <source>six</source>
            <translation>sáu</translation>
        </message>
        <message>
            <source>double {number}</source>
            <translation>đôi {number}</translation>
        </message>
        <message>
            <source>{high}-{low}</source>
            <translation>{high}-{low}</translation>
        </message>
        <message>
            <source>{tile}, trump</source>
            <translation>{tile}, chủ bài</translation>
        </message>
        <message>
            <source>{tile}, {count} count</source>
            <translation>{tile}, {count} điểm đếm</translation>
        </message>
        <message>
            <source>{tile}, playable</source>
            <translation>{tile}, đánh được</translation>
        </message>
        <message>
            <source>{tile}, not playable now</source>
            <translation>{tile}, lúc này không đánh được</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Ghế {number}</translation>
        </message>
        <message>
            <source>{bid} (forced)</source>
            <translation>{bid} (bắt buộc)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Bỏ qua</translation>
        </message>
        <message>
            <source>Shoot the moon</source>
            <translation>Bắn mặt trăng</translation>
        </message>
        <message>
            <source>21 (the moon)</source>
            <translation>21 – mặt trăng</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n nước</numerusform>
            </translation>
        </message>
        <message>
            <source>{special} ({marks})</source>
            <translation>{special} ({marks})</translation>
        </message>
        <message numerus="yes">
            <source>{special}, %n mark(s)</source>
            <translation>
                <numerusform>{special}, %n dấu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n dấu</numerusform>
            </translation>
        </message>
        <message>
            <source>{marks} ({value})</source>
            <translation>{marks} ({value})</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Bảy chấm</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Plunge</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Splash</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Trống</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Một</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Hai</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Ba</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Bốn</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Năm</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Sáu</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Đôi</translation>
        </message>
        <message>
            <source>{tile} (not playable now)</source>
            <translation>{tile} (lúc này không đánh được)</translation>
        </message>
        <message>
            <source>{tile}, can be laid away</source>
            <translation>{tile}, có thể úp bỏ</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Ghế</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Thầu</translation>
        </message>
        <message>
            <source>Led by</source>
            <translation>Người mở</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Các miếng</translation>
        </message>
        <message>
            <source>Won by</source>
            <translation>Người ăn</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Điểm</translation>
        </message>
        <message numerus="yes">
            <source>{seat} laid the hand down and took the last %n trick(s)</source>
            <translation>
                <numerusform>{seat} đã hạ bài và lấy %n nước cuối</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>laid down: %n trick(s)</source>
            <translation>
                <numerusform>hạ bài: %n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took %n trick(s)</source>
            <translation>
                <numerusform>{who} ăn %n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took all %n tricks</source>
            <extracomment>The bidders of a Sevens took every trick played: "West and East took all 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} ăn cả %n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} took {taken} of %n trick(s)</source>
            <extracomment>The bidders of a Sevens lost a trick: "West and East took 6 of 7 tricks".</extracomment>
            <translation>
                <numerusform>{who} ăn {taken} trên %n nước</numerusform>
            </translation>
        </message>
        <message>
            <source>Us</source>
            <translation>Ta</translation>
        </message>
        <message>
            <source>Them</source>
            <translation>Họ</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Kết quả</translation>
        </message>
        <message>
            <source>All passed</source>
            <translation>Tất cả bỏ qua</translation>
        </message>
        <message>
            <source>{who} {bid}</source>
            <translation>{who} {bid}</translation>
        </message>
        <message>
            <source>{who} {bid} {contract}</source>
            <translation>{who} {bid} {contract}</translation>
        </message>
        <message>
            <source>{result}: {tricks}</source>
            <extracomment>"Set: West took 1 trick": the result and what decided a Nello or a Sevens, the bidders' tricks.</extracomment>
            <translation>{result}: {tricks}</translation>
        </message>
        <message>
            <source>{result} {points}</source>
            <translation>{result} {points}</translation>
        </message>
        <message>
            <source>{result}: {side} {points}</source>
            <extracomment>"Set: Them 14–28": the result, the bidding side (a column's name) and its points first.</extracomment>
            <translation>{result}: {side} {points}</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Đạt</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Hụt</translation>
        </message>
        <message>
            <source>Reshake</source>
            <translation>Xáo lại</translation>
        </message>
        <message>
            <source>Redeal</source>
            <translation>Chia lại</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Đang chơi</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Trống làm chủ</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Một làm chủ</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Hai làm chủ</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Ba làm chủ</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Bốn làm chủ</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Năm làm chủ</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Sáu làm chủ</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Đôi làm chủ</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Không chủ</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (thua mọi nước)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Bảy chấm (gần 7 nhất thắng)</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Moon</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 ba người</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>The hint's choice.</source>
            <translation>Lựa chọn của gợi ý.</translation>
        </message>
        <message>
            <source>Choose with the arrow keys, then press Enter.</source>
            <translation>Chọn bằng các phím mũi tên, rồi nhấn Enter.</translation>
        </message>
        <message>
            <source>Everyone passed: you must bid</source>
            <translation>Mọi người đều bỏ qua: bạn phải thầu</translation>
        </message>
        <message>
            <source>Your bid · {who} bid {bid}</source>
            <translation>Bạn thầu · {who} đã thầu {bid}</translation>
        </message>
        <message>
            <source>Your bid</source>
            <translation>Bạn thầu</translation>
        </message>
        <message>
            <source>Name trump · your partner bid {bid}</source>
            <translation>Gọi chủ bài · đồng đội bạn đã thầu {bid}</translation>
        </message>
        <message>
            <source>Name the contract · you bid {bid}</source>
            <translation>Chọn loại ván · bạn đã thầu {bid}</translation>
        </message>
        <message>
            <source>Pass: let someone else bid</source>
            <translation>Bỏ qua: để người khác thầu</translation>
        </message>
        <message>
            <source>Take all seven tricks</source>
            <translation>Ăn cả bảy nước</translation>
        </message>
        <message>
            <source>Take at least {value} of the 7 tricks</source>
            <translation>Ăn ít nhất {value} trong 7 nước</translation>
        </message>
        <message>
            <source>Plunge: your partner names trump and leads; your side must take every trick</source>
            <translation>Plunge: đồng đội của bạn gọi chủ bài và mở; bên bạn phải ăn mọi nước</translation>
        </message>
        <message>
            <source>Splash: your partner names trump and leads; your side must take every trick</source>
            <translation>Splash: đồng đội của bạn gọi chủ bài và mở; bên bạn phải ăn mọi nước</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles high</source>
            <translation>Không chủ: chất được mở thắng; miếng đôi lớn nhất</translation>
        </message>
        <message>
            <source>No trump: the suit led wins; doubles low</source>
            <translation>Không chủ: chất được mở thắng; miếng đôi nhỏ nhất</translation>
        </message>
        <message>
            <source>Lose every trick; your partner sits out; {doubles}</source>
            <translation>Thua mọi nước; đồng đội của bạn ngồi ngoài; {doubles}</translation>
        </message>
        <message>
            <source>Lose every trick against both other players; {doubles}</source>
            <translation>Thua mọi nước trước cả hai người chơi kia; {doubles}</translation>
        </message>
        <message>
            <source>Each trick goes to the tile closest to 7 pips; take every trick</source>
            <translation>Miếng gần 7 chấm nhất ăn nước; phải ăn mọi nước</translation>
        </message>
        <message>
            <source>Name trump · you bid {bid}</source>
            <translation>Gọi chủ bài · bạn đã thầu {bid}</translation>
        </message>
        <message>
            <source>Lay down?</source>
            <translation>Hạ bài?</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press Enter or D to take the rest of the tricks.</source>
            <translation>Hạ bài? Mọi miếng bạn cầm đều chắc thắng: nhấn Enter hoặc D để lấy hết các nước còn lại.</translation>
        </message>
        <message>
            <source>Lay down? Every tile you hold is sure to win: press D to take the rest of the tricks, or Enter to play the chosen tile.</source>
            <translation>Hạ bài? Mọi miếng bạn cầm đều chắc thắng: nhấn D để lấy hết các nước còn lại, hoặc Enter để đánh miếng đã chọn.</translation>
        </message>
        <message>
            <source>Every tile you hold is sure to win.
Take the rest of the tricks now, or play a tile.</source>
            <translation>Mọi miếng bạn cầm đều chắc chắn ăn.
Ăn hết các nước còn lại ngay, hoặc đánh một miếng.</translation>
        </message>
        <message>
            <source>Lay down</source>
            <translation>Hạ bài</translation>
        </message>
        <message>
            <source>Show your hand and take every remaining trick and the count still in play (D)</source>
            <translation>Lật bài và ăn hết các nước còn lại cùng điểm đếm chưa được ăn (D)</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Đấu lại</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Ván mới…</translation>
        </message>
        <message>
            <source>Hand {number}: {outcome}</source>
            <translation>Vòng {number}: {outcome}</translation>
        </message>
        <message>
            <source>Next hand</source>
            <translation>Vòng tiếp theo</translation>
        </message>
        <message numerus="yes">
            <source>Take every trick (all {points} points) for %n mark(s)</source>
            <translation>
                <numerusform>Ăn mọi nước (đủ {points} điểm) để được %n dấu</numerusform>
            </translation>
        </message>
        <message>
            <source>Take at least {value} of the {points} points</source>
            <translation>Lấy ít nhất {value} trong {points} điểm</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <source>Step through the hand with the AI's view of each of your decisions</source>
            <translation>Xem lại từng bước của vòng, với nhận xét của AI về mỗi quyết định của bạn</translation>
        </message>
        <message>
            <source>You win the game, {score}!</source>
            <translation>Bạn thắng ván, {score}!</translation>
        </message>
        <message>
            <source>They win the game, {score}.</source>
            <translation>Họ thắng ván, {score}.</translation>
        </message>
        <message>
            <source>{name} wins the game, {score}.</source>
            <translation>{name} thắng ván, {score}.</translation>
        </message>
        <message>
            <source>Everyone passed: the tiles are shaken again.</source>
            <translation>Mọi người đều bỏ qua: các miếng được xáo lại.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Bạn đã hạ bài cả %n nước: mọi miếng đều chắc chắn ăn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down all %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} đã hạ bài cả %n nước: mọi miếng đều chắc chắn ăn.</numerusform>
            </translation>
        </message>
        <message>
            <source>You laid down the last trick: every tile was sure to win.</source>
            <translation>Bạn đã hạ bài ở nước cuối: mọi miếng đều chắc chắn ăn.</translation>
        </message>
        <message numerus="yes">
            <source>You laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>Bạn đã hạ bài %n nước cuối: mọi miếng đều chắc chắn ăn.</numerusform>
            </translation>
        </message>
        <message>
            <source>{who} laid down the last trick: every tile was sure to win.</source>
            <translation>{who} đã hạ bài ở nước cuối: mọi miếng đều chắc chắn ăn.</translation>
        </message>
        <message numerus="yes">
            <source>{who} laid down the last %n tricks: every tile was sure to win.</source>
            <translation>
                <numerusform>{who} đã hạ bài %n nước cuối: mọi miếng đều chắc chắn ăn.</numerusform>
            </translation>
        </message>
        <message>
            <source>Points: {list}</source>
            <translation>Điểm: {list}</translation>
        </message>
        <message>
            <source>Tricks: {list}</source>
            <translation>Số nước: {list}</translation>
        </message>
        <message>
            <source>Scored: {list}</source>
            <translation>Được: {list}</translation>
        </message>
        <message>
            <source>{names} are tied at {score}: another hand breaks the tie.</source>
            <translation>{names} đang hòa ở {score}: một vòng nữa sẽ phân thắng bại.</translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n mark(s)</source>
            <translation>
                <numerusform>{side} +%n dấu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n mark(s)</source>
            <translation>
                <numerusform>{side} −%n dấu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} +%n point(s)</source>
            <translation>
                <numerusform>{side} +%n điểm</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{side} −%n point(s)</source>
            <translation>
                <numerusform>{side} −%n điểm</numerusform>
            </translation>
        </message>
        <message>
            <source>the bid is made</source>
            <translation>đạt thầu</translation>
        </message>
        <message>
            <source>the bid is set</source>
            <translation>hụt thầu</translation>
        </message>
        <message>
            <source>everyone passed</source>
            <translation>mọi người đều bỏ qua</translation>
        </message>
        <message>
            <source>You bid {bid} and made it.</source>
            <translation>Bạn thầu {bid} và đã đạt thầu.</translation>
        </message>
        <message>
            <source>You bid {bid} and were set.</source>
            <translation>Bạn thầu {bid} và bị hụt thầu.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and made it.</source>
            <translation>{who} thầu {bid} và đã đạt thầu.</translation>
        </message>
        <message>
            <source>{who} bid {bid} and was set.</source>
            <translation>{who} thầu {bid} và bị hụt thầu.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and made it.</source>
            <translation>Bạn thầu {bid} ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>You bid {bid} ({contract}) and were set.</source>
            <translation>Bạn thầu {bid} ({contract}) và bị hụt thầu.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and made it.</source>
            <translation>{who} thầu {bid} ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>{who} bid {bid} ({contract}) and was set.</source>
            <translation>{who} thầu {bid} ({contract}) và bị hụt thầu.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and made it.</source>
            <translation>Bạn buộc phải thầu {bid} ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>You were forced to bid {bid} ({contract}) and were set.</source>
            <translation>Bạn buộc phải thầu {bid} ({contract}) và bị hụt thầu.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and made it.</source>
            <translation>{who} buộc phải thầu {bid} ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>{who} was forced to bid {bid} ({contract}) and was set.</source>
            <translation>{who} buộc phải thầu {bid} ({contract}) và bị hụt thầu.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and made it.</source>
            <translation>Bạn thầu bắn mặt trăng ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>You bid to shoot the moon ({contract}) and were set.</source>
            <translation>Bạn thầu bắn mặt trăng ({contract}) và bị hụt thầu.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and made it.</source>
            <translation>{who} thầu bắn mặt trăng ({contract}) và đã đạt thầu.</translation>
        </message>
        <message>
            <source>{who} bid to shoot the moon ({contract}) and was set.</source>
            <translation>{who} thầu bắn mặt trăng ({contract}) và bị hụt thầu.</translation>
        </message>
    </context>
    <context>
        <name>PlayPractice</name>
        <message>
            <source>Play practice</source>
            <translation>Luyện đánh bài</translation>
        </message>
        <message>
            <source>Positions from real hands: choose the tile you would play, then see what each tile was worth and why.</source>
            <translation>Các thế bài lấy từ những vòng chơi thật: chọn miếng bạn sẽ đánh, rồi xem mỗi miếng có giá trị thế nào và vì sao.</translation>
        </message>
        <message>
            <source>random</source>
            <translation>ngẫu nhiên</translation>
        </message>
        <message>
            <source>Leave empty for new positions, or enter a number to get a set you can repeat.</source>
            <translation>Để trống để có thế bài mới, hoặc nhập một số để có một bộ thế bài bạn có thể lặp lại.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Mã chia bài phải là số nguyên, hoặc để trống.</translation>
        </message>
        <message>
            <source>Play practice: what each tile was worth</source>
            <translation>Luyện đánh bài: giá trị của từng miếng</translation>
        </message>
        <message>
            <source>Every legal tile</source>
            <translation>Mọi miếng được phép đánh</translation>
        </message>
        <message>
            <source>Play your tile and the rest of the hand, with hints</source>
            <translation>Đánh miếng của bạn và phần còn lại của vòng, có gợi ý</translation>
        </message>
        <message>
            <source>&lt;b&gt;You played {mine}.&lt;/b&gt; {grade}</source>
            <translation>&lt;b&gt;Bạn đã đánh {mine}.&lt;/b&gt; {grade}</translation>
        </message>
        <message>
            <source>Yours: {why}.</source>
            <translation>Của bạn: {why}.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Best: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Tốt nhất: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Why: {why}.</source>
            <translation>Lý do: {why}.</translation>
        </message>
        <message>
            <source>This position stays in My mistakes.</source>
            <translation>Thế bài này vẫn nằm trong Lỗi của tôi.</translation>
        </message>
        <message>
            <source>This position leaves My mistakes.</source>
            <translation>Thế bài này được bỏ khỏi Lỗi của tôi.</translation>
        </message>
        <message>
            <source>No mistakes to practise: positions you answer badly in bidding or play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them, unless Preferences turn it off), will come back here.</source>
            <translation>Không có lỗi nào để luyện: những thế bài bạn trả lời kém khi luyện đặt thầu hay luyện đánh, và các lần đặt thầu và nước đi tốn kém trong chính các ván Texas 42 tính bằng dấu của bạn (mỗi ván bài đã xong được xem lại để tìm chúng, trừ khi Tùy chọn tắt việc này), sẽ quay lại đây.</translation>
        </message>
        <message>
            <source>Position {number} of {total} · {right} right</source>
            <translation>Thế bài {number}/{total} · đúng {right}</translation>
        </message>
        <message>
            <source>My mistakes</source>
            <translation>Lỗi của tôi</translation>
        </message>
        <message>
            <source>Positions you answered badly come back here, worst first, until you answer them right: from bidding and play practice, and the costly bids and plays of your own games of Texas 42 scored in marks (each finished hand is reviewed for them).</source>
            <translation>Những thế bài bạn trả lời kém sẽ quay lại đây, tệ nhất trước, cho đến khi bạn trả lời đúng: từ luyện đặt thầu và luyện đánh, và các lần đặt thầu và nước đi tốn kém trong chính các ván Texas 42 tính bằng dấu của bạn (mỗi ván bài đã xong được xem lại để tìm chúng).</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Luyện tập</translation>
        </message>
        <message>
            <source>Given up</source>
            <translation>Đã mất</translation>
        </message>
        <message>
            <source>Misses</source>
            <translation>Số lần sai</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Đấu thầu</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>Không được ghi lại</translation>
        </message>
        <message>
            <source>{spot}
Not recorded by the older version that kept it: practise it to see it</source>
            <translation>{spot}
Phiên bản cũ lưu nó đã không ghi lại: hãy luyện nó để xem</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}, played {when}</source>
            <translation>Từ ván của bạn, vòng {number}, nước {trick}, chơi lúc {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, trick {trick}</source>
            <translation>Từ ván của bạn, vòng {number}, nước {trick}</translation>
        </message>
        <message>
            <source>From your game, hand {number}, played {when}</source>
            <translation>Từ ván của bạn, vòng {number}, chơi lúc {when}</translation>
        </message>
        <message>
            <source>From your game, hand {number}</source>
            <translation>Từ ván của bạn, vòng {number}</translation>
        </message>
        <message>
            <source>{hand}
You bid first</source>
            <translation>{hand}
Bạn thầu trước tiên</translation>
        </message>
        <message>
            <source>{seat}: {bid}</source>
            <translation>{seat}: {bid}</translation>
        </message>
        <message>
            <source>{hand}
Before you: {bids}</source>
            <translation>{hand}
Trước bạn: {bids}</translation>
        </message>
        <message>
            <source>Trump: {contract}</source>
            <translation>Chủ bài: {contract}</translation>
        </message>
        <message>
            <source>{trump}
You lead</source>
            <translation>{trump}
Bạn ra bài trước</translation>
        </message>
        <message>
            <source>{seat}: {tile}</source>
            <translation>{seat}: {tile}</translation>
        </message>
        <message>
            <source>{trump}
Trick so far: {trick}</source>
            <translation>{trump}
Nước đến giờ: {trick}</translation>
        </message>
        <message>
            <source>{marks} marks</source>
            <translation>{marks} dấu</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s) if played out</source>
            <translation>
                <numerusform>%n điểm nếu đánh hết ván</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n điểm</numerusform>
            </translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Đánh bài</translation>
        </message>
        <message>
            <source>{chance}% chance</source>
            <translation>{chance}% khả năng</translation>
        </message>
        <message>
            <source>Your play practice ends here ({answered} of {total} positions answered). Go on?</source>
            <translation>Buổi luyện đánh bài của bạn kết thúc ở đây (đã trả lời {answered} trên {total} thế bài). Tiếp tục?</translation>
        </message>
        <message>
            <source>Click a tile (or press Enter) to see the reveal again</source>
            <translation>Bấm vào một miếng (hoặc nhấn Enter) để xem lại kết quả</translation>
        </message>
        <message>
            <source>Dealing a practice position…</source>
            <translation>Đang chia một thế bài luyện tập…</translation>
        </message>
        <message>
            <source>Weighing every tile you could play…</source>
            <translation>Đang cân nhắc mọi miếng bạn có thể đánh…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next position</source>
            <translation>Xem kết quả: chơi đến hết, hoặc sang thế bài tiếp theo</translation>
        </message>
        <message>
            <source>Play practice {number} of {total} ({spot}): what do you play?</source>
            <translation>Luyện đánh bài {number}/{total} ({spot}): bạn đánh miếng nào?</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) · {right} right · {lost}% chance given up on average</source>
            <translation>
                <numerusform>%n thế bài · đúng {right} · trung bình mất {lost}% khả năng</numerusform>
            </translation>
        </message>
        <message>
            <source>These positions are in My mistakes (Practice menu): practise them until you get them right.</source>
            <translation>Các thế bài này nằm trong Lỗi của tôi (trình đơn Luyện tập): hãy luyện lại cho đến khi làm đúng.</translation>
        </message>
        <message numerus="yes">
            <source>%n position(s) answered right: out of the deck.</source>
            <translation>
                <numerusform>%n thế bài đã làm đúng: được bỏ khỏi bộ lỗi.</numerusform>
            </translation>
        </message>
        <message>
            <source>No costly mistakes: nothing went to My mistakes.</source>
            <translation>Không có lỗi đáng kể: không có gì được thêm vào Lỗi của tôi.</translation>
        </message>
        <message>
            <source>Position {number}: you played {mine}, best was {best} ({chance}% chance given up)</source>
            <translation>Thế bài {number}: bạn đánh {mine}, tốt nhất là {best} (mất {chance}% khả năng)</translation>
        </message>
        <message>
            <source>&amp;Kind of play</source>
            <translation>&amp;Kiểu đánh</translation>
        </message>
        <message>
            <source>&amp;Positions</source>
            <translation>&amp;Số thế bài</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Mã chia bài</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Bắt đầu</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Chơi đến hết</translation>
        </message>
        <message>
            <source>&amp;Next position</source>
            <translation>&amp;Thế bài tiếp theo</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Kết thúc phiên</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Tổng kết</translation>
        </message>
        <message>
            <source>&lt;b&gt;Just as good: {best}&lt;/b&gt;: {why}.</source>
            <translation>&lt;b&gt;Tốt ngang bằng: {best}&lt;/b&gt;: {why}.</translation>
        </message>
        <message>
            <source>Position</source>
            <translation>Tình huống</translation>
        </message>
        <message>
            <source>Yours</source>
            <translation>Của bạn</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Tốt nhất</translation>
        </message>
        <message>
            <source>Practise &amp;bidding mistakes ({n})</source>
            <translation>Luyện lại lỗi đấu &amp;thầu ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;play mistakes ({n})</source>
            <translation>Luyện lại lỗi đánh &amp;bài ({n})</translation>
        </message>
        <message>
            <source>Practise &amp;this one</source>
            <translation>Luyện &amp;riêng lỗi này</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>Đón&amp;g</translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average if played out)</source>
            <translation>
                <numerusform>Thế bài {number}: bạn đánh {mine}, tốt nhất là {best} (trung bình mất %n điểm nếu đánh hết ván)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Position {number}: you played {mine}, best was {best} (%n point(s) given up on average)</source>
            <translation>
                <numerusform>Thế bài {number}: bạn đánh {mine}, tốt nhất là {best} (trung bình mất %n điểm)</numerusform>
            </translation>
        </message>
        <message>
            <source>This position is in My mistakes (Practice menu): practise it until you get it right.</source>
            <translation>Thế bài này nằm trong Lỗi của tôi (trình đơn Luyện tập): hãy luyện đến khi làm đúng.</translation>
        </message>
        <message>
            <source>No mistakes. Well played!</source>
            <translation>Không có lỗi nào. Chơi hay lắm!</translation>
        </message>
        <message>
            <source>Every mistake answered right: they are out of the deck.</source>
            <translation>Mọi lỗi đều đã được trả lời đúng: chúng đã được bỏ khỏi bộ lỗi.</translation>
        </message>
        <message numerus="yes">
            <source>You left a play practice session midway: {answered} of %n position(s) answered.</source>
            <translation>
                <numerusform>Bạn đã rời một buổi luyện đánh giữa chừng: đã trả lời {answered} trên %n thế bài.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {right} right, {lost}% chance given up on average.</source>
            <translation>Đến giờ: đúng {right}, trung bình mất {lost}% cơ hội.</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Press N (Next hand) to see the reveal again</source>
            <translation>Nhấn N (Vòng tiếp theo) để xem lại kết quả</translation>
        </message>
        <message>
            <source>Your bidding practice ends here ({answered} of {total} decisions answered). Go on?</source>
            <translation>Buổi luyện đấu thầu của bạn kết thúc ở đây (đã trả lời {answered} trên {total} quyết định). Tiếp tục?</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Đang chia một vòng luyện tập…</translation>
        </message>
        <message>
            <source>Weighing your decision against every contract…</source>
            <translation>Đang so sánh quyết định của bạn với mọi lựa chọn chủ bài…</translation>
        </message>
        <message>
            <source>Best decision.</source>
            <translation>Quyết định tốt nhất.</translation>
        </message>
        <message>
            <source>Your decision gave up {lost} expected marks: see the reveal.</source>
            <translation>Quyết định của bạn mất {lost} dấu kỳ vọng: hãy xem kết quả.</translation>
        </message>
        <message>
            <source>Nothing to undo: Undo goes back no further than the position this practice dealt.</source>
            <translation>Không có gì để hoàn tác: Hoàn tác không lùi quá thế bài mà lượt luyện tập này đã chia.</translation>
        </message>
        <message>
            <source>Practice could not go on: {error}</source>
            <translation>Không thể tiếp tục luyện tập: {error}</translation>
        </message>
        <message numerus="yes">
            <source>You left a bidding practice session midway: {answered} of %n decision(s) answered.</source>
            <translation>
                <numerusform>Bạn đã rời một buổi luyện thầu giữa chừng: đã trả lời {answered} trên %n quyết định.</numerusform>
            </translation>
        </message>
        <message>
            <source>So far {lost} marks given up on average.</source>
            <translation>Đến giờ trung bình mất {lost} dấu.</translation>
        </message>
        <message>
            <source>It practises your mistakes.</source>
            <translation>Buổi này luyện lại các lỗi của bạn.</translation>
        </message>
        <message>
            <source>Practice session left midway</source>
            <translation>Buổi luyện bỏ dở</translation>
        </message>
        <message>
            <source>Continue where you left it, or start a new session (this one then ends).</source>
            <translation>Tiếp tục từ chỗ bạn đã dừng, hoặc bắt đầu buổi mới (buổi này sẽ kết thúc).</translation>
        </message>
        <message>
            <source>&amp;Continue session</source>
            <translation>&amp;Tiếp tục buổi luyện</translation>
        </message>
        <message>
            <source>Start a &amp;new one</source>
            <translation>Bắt đầu buổi &amp;mới</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>Tìm t&amp;rong:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Loại tệ&amp;p:</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Mọi tệp (*)</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Tìm trong:</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>&amp;Tên tệp:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Loại tệp:</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Mở</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Lưu</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Lưu thành</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Thư mục cha</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Tạo thư mục mới</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Tạo một thư mục mới</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Thư mục mới</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>Thư mục &amp;mới</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Xóa</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>Đổi &amp;tên</translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Hiện tệp &amp;ẩn</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Dạng danh sách</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Dạng chi tiết</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Chuyển sang dạng danh sách</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Chuyển sang dạng chi tiết</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Quay lại</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Đi tiếp</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Lên thư mục cha</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Thanh bên</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Danh sách địa điểm và dấu trang</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Địa điểm gần đây</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Máy tính của tôi</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Mọi tệp (*)</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Thư mục:</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Thư mục</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Thư mục tệp</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Tệp</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Tệp %1</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Ổ đĩa</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Không rõ</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Bạn có chắc muốn xóa '%1'?</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>Name</source>
            <translation>Tên</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Kích thước</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Loại</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Loại</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Ngày sửa đổi</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Máy tính</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Máy tính của tôi</translation>
        </message>
        <message>
            <source>%1 bytes</source>
            <translation>%1 byte</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
    </context>
    <context>
        <name>QGnomeTheme</name>
        <message>
            <source>&amp;OK</source>
            <translation>&amp;OK</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Hủy</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Hủy</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Đóng</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Có</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Không</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Lưu</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Mở</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Bỏ</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Áp dụng</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Đặt lại</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Khôi phục mặc định</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Trợ giúp</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Left</source>
            <translation>Trái</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Phải</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Choose a tile in your hand</source>
            <translation>Chọn một miếng trên tay</translation>
        </message>
        <message>
            <source>Left / Right arrows</source>
            <translation>Mũi tên Trái / Phải</translation>
        </message>
        <message>
            <source>Play the chosen tile or press the focused button</source>
            <translation>Đánh miếng đã chọn hoặc bấm nút đang được chọn</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter hoặc Space</translation>
        </message>
        <message>
            <source>Choose a bid or a trump in the open panel</source>
            <translation>Chọn giá thầu hoặc chủ bài trong bảng đang mở</translation>
        </message>
        <message>
            <source>Arrow keys, Home, End</source>
            <translation>Phím mũi tên, Home, End</translation>
        </message>
        <message>
            <source>Move between your hand, the open panel and the side panels</source>
            <translation>Di chuyển giữa bài trên tay, bảng đang mở và các bảng bên</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Back to the table from a side panel</source>
            <translation>Quay lại bàn từ một bảng bên</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Skip an animation (a click does too)</source>
            <translation>Bỏ qua hiệu ứng chuyển động (bấm chuột cũng được)</translation>
        </message>
        <message>
            <source>Open the menus</source>
            <translation>Mở các menu</translation>
        </message>
        <message>
            <source>F10</source>
            <translation>F10</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Bàn phím</translation>
        </message>
        <message>
            <source>What it does</source>
            <translation>Tác dụng</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Phím</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Luật chơi</translation>
        </message>
        <message>
            <source>Rules of Texas 42, Moon and 42 for three</source>
            <translation>Luật chơi Texas 42, Moon và 42 ba người</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>the session file is not a Texas 42 session</source>
            <translation>tệp phiên chơi không phải phiên chơi Texas 42</translation>
        </message>
        <message numerus="yes">
            <source>the session file must list %n seat(s)</source>
            <translation>
                <numerusform>tệp phiên chơi phải liệt kê %n ghế</numerusform>
            </translation>
        </message>
        <message>
            <source>a seat in the session file has no name</source>
            <translation>một ghế trong tệp phiên chơi không có tên</translation>
        </message>
        <message>
            <source>unknown AI level {level} in the session file</source>
            <translation>cấp độ AI không xác định {level} trong tệp phiên chơi</translation>
        </message>
        <message>
            <source>the session file has more than one human seat</source>
            <translation>tệp phiên chơi có nhiều hơn một ghế người chơi</translation>
        </message>
        <message>
            <source>{game} (damaged: it resumes at its last move that can be read; {damage})</source>
            <translation>{game} (bị hỏng: ván chơi tiếp từ nước đi cuối cùng còn đọc được; {damage})</translation>
        </message>
        <message>
            <source>The saved game was damaged: it resumes at the last move that could be read, in hand {number} ({damage}). The damaged file was kept as {file}.</source>
            <translation>Ván đã lưu bị hỏng: ván chơi tiếp từ nước đi cuối cùng còn đọc được, ở vòng {number} ({damage}). Tệp hỏng được giữ lại thành {file}.</translation>
        </message>
        <message>
            <source>The saved game cannot be opened ({error}).</source>
            <translation>Không mở được ván đã lưu ({error}).</translation>
        </message>
        <message>
            <source>The saved game is damaged and cannot be read ({error}).</source>
            <translation>Ván đã lưu bị hỏng và không đọc được ({error}).</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with the computer players its record names.</source>
            <translation>Không thể đọc cách xếp chỗ của ván đã lưu ({error}); tệp được giữ lại thành {file} và ván chơi tiếp với các người chơi máy mà bản ghi của nó ghi tên.</translation>
        </message>
        <message>
            <source>The saved game's seating could not be read ({error}); it was kept as {file} and the game resumes with Hard computer players.</source>
            <translation>Không đọc được chỗ ngồi của ván đã lưu ({error}); tệp được giữ lại thành {file} và ván chơi tiếp với các người chơi máy mức Khó.</translation>
        </message>
        <message>
            <source>trick {trick} of hand {hand}</source>
            <translation>nước {trick} của vòng {hand}</translation>
        </message>
        <message>
            <source>the end of hand {hand}</source>
            <translation>cuối vòng {hand}</translation>
        </message>
        <message>
            <source>the bidding of hand {hand}</source>
            <translation>phần đặt thầu của vòng {hand}</translation>
        </message>
        <message>
            <source>The moves made in your game since its last save would be lost: it resumes from {point}.</source>
            <translation>Các nước đã đi trong ván của bạn từ lần lưu cuối sẽ mất: ván sẽ chơi tiếp từ {point}.</translation>
        </message>
        <message>
            <source>Your game in progress would be lost: it could not be saved.</source>
            <translation>Ván đang chơi của bạn sẽ mất: không thể lưu nó.</translation>
        </message>
        <message>
            <source>action {number}: {reason}</source>
            <extracomment>Where a damaged record stops being read, in the hand it was opened at, and why.</extracomment>
            <translation>hành động {number}: {reason}</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the computer players its record names.</source>
            <translation>Không thể đọc cách xếp chỗ lưu trong {file} ({error}); ván được chơi với các người chơi máy mà bản ghi của nó ghi tên.</translation>
        </message>
        <message>
            <source>The seating kept in {file} could not be read ({error}); the game is played with the seats of your last game.</source>
            <translation>Không đọc được chỗ ngồi lưu trong {file} ({error}); ván được chơi với các chỗ ngồi của ván gần nhất của bạn.</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Ghế {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>The preferences file {path} cannot be read: the preferences are the defaults, and what you change is not kept.</source>
            <translation>Không đọc được tệp tùy chọn {path}: các tùy chọn là mặc định, và những gì bạn thay đổi sẽ không được giữ.</translation>
        </message>
        <message>
            <source>The preferences file could not be read whole; it was kept as {name}, and what could not be read is back to the defaults.</source>
            <translation>Không đọc được toàn bộ tệp tùy chọn; tệp đã được giữ lại thành {name}, và những gì không đọc được đã trở về mặc định.</translation>
        </message>
        <message>
            <source>The saved preference {key} could not be read; it was set aside and reset.</source>
            <translation>Không đọc được tùy chọn đã lưu {key}; tùy chọn đó đã được bỏ qua và đặt lại.</translation>
        </message>
        <message>
            <source>The saved preferences {keys} could not be read; they were set aside and reset.</source>
            <translation>Không đọc được các tùy chọn đã lưu {keys}; chúng đã được cất riêng và đặt lại.</translation>
        </message>
        <message>
            <source>Your preferences cannot be saved in {path}: what you change lasts until you quit.</source>
            <translation>Không thể lưu tùy chọn của bạn vào {path}: những gì bạn thay đổi chỉ giữ đến khi thoát.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>thinking…</source>
            <translation>đang nghĩ…</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n nước</numerusform>
            </translation>
        </message>
        <message>
            <source>BID</source>
            <translation>THẦU</translation>
        </message>
        <message>
            <source>SHAKE</source>
            <translation>XÁO</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Bài của bạn</translation>
        </message>
        <message>
            <source>Left and Right choose a tile; Enter or Space plays it, or lays it away after taking Moon's widow</source>
            <translation>Trái và Phải để chọn miếng; Enter hoặc Space để đánh, hoặc úp bỏ sau khi lấy miếng dư trong Moon</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Bàn chơi</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <translation>thầu {bid}</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>bỏ qua</translation>
        </message>
        <message>
            <source>sits out (Nello)</source>
            <translation>ngồi ngoài (Nello)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>AI {level}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>bạn</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>đồng đội của bạn</translation>
        </message>
        <message>
            <source>opponent</source>
            <translation>đối thủ</translation>
        </message>
        <message>
            <source>bidder</source>
            <translation>người thầu</translation>
        </message>
        <message>
            <source>shaker</source>
            <translation>người xáo</translation>
        </message>
        <message>
            <source>{plate}; holds {tiles}</source>
            <translation>{plate}; còn giữ {tiles}</translation>
        </message>
        <message>
            <source>to bid</source>
            <translation>đến lượt thầu</translation>
        </message>
        <message>
            <source>to name trump</source>
            <translation>đến lượt gọi chủ bài</translation>
        </message>
        <message>
            <source>to lay a tile away</source>
            <translation>đến lượt úp bỏ một miếng</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>đến lượt</translation>
        </message>
        <message>
            <source>Score · marks to {target}</source>
            <translation>Điểm · đến {target} dấu</translation>
        </message>
        <message>
            <source>Score · points to {target}</source>
            <translation>Điểm · đến {target} điểm</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Thầu</translation>
        </message>
        <message>
            <source>{who}: {bid}</source>
            <translation>{who}: {bid}</translation>
        </message>
        <message>
            <source>{who} {bid}</source>
            <translation>{who} {bid}</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Đấu thầu</translation>
        </message>
        <message>
            <source>no bid yet, only passes</source>
            <translation>chưa ai đặt thầu, chỉ có bỏ qua</translation>
        </message>
        <message>
            <source>high bid {bid}</source>
            <translation>cao nhất {bid}</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Chủ bài</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>Chơi</translation>
        </message>
        <message>
            <source>Laid away</source>
            <translation>Đã úp bỏ</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>úp mặt</translation>
        </message>
        <message>
            <source>This hand</source>
            <translation>Vòng này</translation>
        </message>
        <message>
            <source>{game} · hand {number}</source>
            <translation>{game} · vòng {number}</translation>
        </message>
        <message>
            <source>{label}: {value}</source>
            <translation>{label}: {value}</translation>
        </message>
        <message>
            <source>{title}: {lines}</source>
            <translation>{title}: {lines}</translation>
        </message>
        <message>
            <source>{seat} {tile}</source>
            <translation>{seat} {tile}</translation>
        </message>
        <message>
            <source>On the table: {plays}</source>
            <translation>Trên bàn: {plays}</translation>
        </message>
    </context>
    <context>
        <name>Trainer</name>
        <message>
            <source>Mixed levels</source>
            <translation>Nhiều cấp độ</translation>
        </message>
        <message>
            <source>{game}: {bid}</source>
            <translation>{game}: {bid}</translation>
        </message>
        <message>
            <source>You have not defended a hand yet.</source>
            <translation>Bạn chưa phòng thủ vòng nào.</translation>
        </message>
        <message>
            <source>You have not answered a practice deal yet.</source>
            <translation>Bạn chưa trả lời lần chia luyện tập nào.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n practice deal(s); on average a decision gave up {lost} marks against the best one (0 is perfect).</source>
            <translation>
                <numerusform>Bạn đã trả lời %n lần chia luyện tập; trung bình mỗi quyết định mất {lost} dấu so với quyết định tốt nhất (0 là hoàn hảo).</numerusform>
            </translation>
        </message>
        <message>
            <source>Your game in progress is saved: the table goes back to it when practice ends.</source>
            <translation>Ván đang chơi của bạn đã được lưu: bàn sẽ quay lại ván đó khi kết thúc luyện tập.</translation>
        </message>
        <message>
            <source>Those of the game on the table.</source>
            <translation>Luật của ván đang trên bàn.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: the game on the table is not Texas 42 for four.</source>
            <translation>Bộ Luật riêng Texas: ván trên bàn không phải Texas 42 bốn người.</translation>
        </message>
        <message>
            <source>Bidding practice</source>
            <translation>Luyện đấu thầu</translation>
        </message>
        <message>
            <source>random</source>
            <translation>ngẫu nhiên</translation>
        </message>
        <message>
            <source>Leave empty for new deals, or enter a number to get a set of deals you can repeat.</source>
            <translation>Để trống để có các lần chia mới, hoặc nhập một số để có một bộ lần chia bạn có thể lặp lại.</translation>
        </message>
        <message>
            <source>Decisions</source>
            <translation>Số quyết định</translation>
        </message>
        <message>
            <source>The seed must be a whole number, or empty.</source>
            <translation>Mã chia bài phải là số nguyên, hoặc để trống.</translation>
        </message>
        <message>
            <source>Practice: what was really there</source>
            <translation>Luyện tập: bài thật sự ra sao</translation>
        </message>
        <message>
            <source>The hint table (chance of making each bid)</source>
            <translation>Bảng gợi ý (khả năng đạt từng mức thầu)</translation>
        </message>
        <message>
            <source>Open hands: all four hands shown, perfect play, your side bidding</source>
            <translation>Lật bài: lật cả bốn tay bài, chơi hoàn hảo, bên bạn thắng thầu</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; It is worth as much as the best decision, &lt;b&gt;{best}&lt;/b&gt;: 0 marks given up.</source>
            <translation>&lt;b&gt;Lựa chọn của bạn: {mine}.&lt;/b&gt; Nó đáng giá ngang quyết định tốt nhất, &lt;b&gt;{best}&lt;/b&gt;: mất 0 dấu.</translation>
        </message>
        <message>
            <source>Open hands</source>
            <translation>Lật bài</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's, scored in marks: each bid is graded in expected marks.</source>
            <translation>Luật của ván riêng của bạn, không phải của bài học, tính bằng dấu: mỗi lần thầu được chấm theo số dấu kỳ vọng.</translation>
        </message>
        <message>
            <source>Those of the game on the table, scored in marks: each bid is graded in expected marks.</source>
            <translation>Luật của ván đang trên bàn, tính bằng dấu: mỗi lần thầu được chấm theo số dấu kỳ vọng.</translation>
        </message>
        <message>
            <source>The Texas house rules preset.</source>
            <translation>Bộ Luật riêng Texas.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}.&lt;/b&gt; That is the best decision here: 0 marks given up.</source>
            <translation>&lt;b&gt;Lựa chọn của bạn: {mine}.&lt;/b&gt; Đó là quyết định tốt nhất ở đây: mất 0 dấu.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your choice: {mine}&lt;/b&gt; gives up &lt;b&gt;{lost}&lt;/b&gt; expected marks against the best decision, &lt;b&gt;{best}&lt;/b&gt;.</source>
            <translation>&lt;b&gt;Lựa chọn của bạn: {mine}&lt;/b&gt; mất &lt;b&gt;{lost}&lt;/b&gt; dấu kỳ vọng so với quyết định tốt nhất, &lt;b&gt;{best}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>The AI would choose: &lt;b&gt;{choice}&lt;/b&gt;.</source>
            <translation>AI sẽ chọn: &lt;b&gt;{choice}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>makes</source>
            <translation>đạt</translation>
        </message>
        <message>
            <source>fails</source>
            <translation>hụt</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n điểm</numerusform>
            </translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Chủ bài</translation>
        </message>
        <message>
            <source>Your side takes</source>
            <translation>Bên bạn lấy được</translation>
        </message>
        <message>
            <source>Decision {number} · session average {lost} marks given up</source>
            <translation>Quyết định {number} · trung bình phiên mất {lost} dấu</translation>
        </message>
        <message>
            <source>Practice session</source>
            <translation>Phiên luyện tập</translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s) · {best} best · {lost} marks given up on average</source>
            <translation>
                <numerusform>%n quyết định · {best} tốt nhất · trung bình mất {lost} dấu</numerusform>
            </translation>
        </message>
        <message>
            <source>The decisions to look at again:</source>
            <translation>Các quyết định nên xem lại:</translation>
        </message>
        <message>
            <source>No decision was answered in this session.</source>
            <translation>Chưa có quyết định nào được trả lời trong buổi này.</translation>
        </message>
        <message>
            <source>Every decision was the best one. Well bid!</source>
            <translation>Mọi quyết định đều là tốt nhất. Thầu hay lắm!</translation>
        </message>
        <message>
            <source>Deal {number}: you chose {mine}, best was {best} (−{lost} marks)</source>
            <translation>Lần chia {number}: bạn chọn {mine}, tốt nhất là {best} (−{lost} dấu)</translation>
        </message>
        <message>
            <source>Hand review</source>
            <translation>Xem lại vòng</translation>
        </message>
        <message>
            <source>Reviewing…</source>
            <translation>Đang xem lại…</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Xem lại</translation>
        </message>
        <message>
            <source>Hand {number}.</source>
            <translation>Vòng {number}.</translation>
        </message>
        <message>
            <source>Game points lost</source>
            <translation>Điểm ván bị mất</translation>
        </message>
        <message>
            <source>Best choice's chance</source>
            <translation>Cơ hội của lựa chọn tốt nhất</translation>
        </message>
        <message>
            <source>The mistakes marked here do not go into My mistakes: it takes those of games of Texas 42 scored in marks.</source>
            <translation>Các lỗi được đánh dấu ở đây không vào Lỗi của tôi: nó chỉ nhận lỗi của các ván Texas 42 tính bằng dấu.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: the bidder could lose every trick.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, người thắng thầu thua {value} trong {need} nước: người thắng thầu có thể thua mọi nước.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder loses {value} of the {need} tricks: perfect defence would have made the bidder take one.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, người thắng thầu thua {value} trong {need} nước: phòng thủ hoàn hảo sẽ buộc người thắng thầu ăn một nước.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>{bidder} thắng thầu, {who} gọi {contract}; khi lật hết bài và chơi hoàn hảo, bên thắng thầu lấy được {taken} (họ cần {need}): họ có thể đạt thầu.</translation>
        </message>
        <message>
            <source>{bidder} bid, {who} named {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>{bidder} thắng thầu, {who} gọi {contract}; khi lật hết bài và chơi hoàn hảo, bên thắng thầu lấy được {taken} (họ cần {need}): phòng thủ hoàn hảo sẽ khiến họ hụt thầu.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): they could make it.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, bên thắng thầu lấy được {taken} (họ cần {need}): họ có thể đạt thầu.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidders take {taken} (they needed {need}): perfect defence would have set them.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, bên thắng thầu lấy được {taken} (họ cần {need}): phòng thủ hoàn hảo sẽ khiến họ hụt thầu.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): the bidder could make it.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, người thắng thầu lấy được {taken} (người thắng thầu cần {need}): người thắng thầu có thể đạt thầu.</translation>
        </message>
        <message>
            <source>{who} played {contract}; with all hands shown and perfect play the bidder takes {taken} (the bidder needed {need}): perfect defence would have set the bidder.</source>
            <translation>{who} thắng thầu ({contract}); khi lật hết bài và chơi hoàn hảo, người thắng thầu lấy được {taken} (người thắng thầu cần {need}): phòng thủ hoàn hảo sẽ khiến người thắng thầu hụt thầu.</translation>
        </message>
        <message>
            <source>Marks lost</source>
            <translation>Dấu bị mất</translation>
        </message>
        <message>
            <source>Those of your own game, not the lesson's.</source>
            <translation>Luật của ván riêng của bạn, không phải của bài học.</translation>
        </message>
        <message>
            <source>The table goes back to your game in progress when practice ends, but it cannot be saved: {loss}.</source>
            <translation>Khi luyện tập xong, bàn chơi sẽ quay lại ván đang chơi của bạn, nhưng không thể lưu ván đó: {loss}.</translation>
        </message>
        <message>
            <source>The Texas house rules preset: your own game is not Texas 42 for four.</source>
            <translation>Bộ Luật riêng Texas: ván riêng của bạn không phải Texas 42 bốn người.</translation>
        </message>
        <message>
            <source>Hands dealt at your turn to bid: make the bid you would, then see what each bid was worth in each trump, and every hand as it was.</source>
            <translation>Các ván được chia đến lượt bạn thầu: hãy thầu như bạn vẫn làm, rồi xem mỗi mức thầu đáng giá bao nhiêu với từng chủ bài, và mọi tay bài như thật.</translation>
        </message>
        <message>
            <source>&amp;Your spot in the auction</source>
            <translation>&amp;Vị trí của bạn khi đấu thầu</translation>
        </message>
        <message>
            <source>&amp;Hands</source>
            <translation>&amp;Loại bài</translation>
        </message>
        <message>
            <source>&amp;Decisions</source>
            <translation>&amp;Số quyết định</translation>
        </message>
        <message>
            <source>S&amp;eed</source>
            <translation>&amp;Mã chia bài</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Bắt đầu</translation>
        </message>
        <message>
            <source>&amp;Play it out</source>
            <translation>&amp;Chơi đến hết</translation>
        </message>
        <message>
            <source>&amp;Watch the AIs play it</source>
            <translation>&amp;Xem AI chơi</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>Lần chia &amp;tiếp theo</translation>
        </message>
        <message>
            <source>&amp;End session</source>
            <translation>&amp;Kết thúc phiên</translation>
        </message>
        <message>
            <source>&amp;Summary</source>
            <translation>&amp;Tổng kết</translation>
        </message>
        <message>
            <source>Deal this decision again, to answer it once more</source>
            <translation>Chia lại quyết định này để trả lời thêm một lần</translation>
        </message>
        <message>
            <source>Review's progress</source>
            <translation>Tiến độ xem lại</translation>
        </message>
        <message>
            <source>Counted as if every trick were played out.</source>
            <translation>Tính như thể mọi nước đều được đánh hết.</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Ghế</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Hành động</translation>
        </message>
        <message>
            <source>Your chance</source>
            <translation>Khả năng của bạn</translation>
        </message>
        <message>
            <source>Better choice, and why</source>
            <translation>Lựa chọn tốt hơn, và lý do</translation>
        </message>
        <message>
            <source>forced</source>
            <translation>bắt buộc</translation>
        </message>
        <message>
            <source>&lt;b&gt;the widow&lt;/b&gt; {tile}</source>
            <translation>&lt;b&gt;miếng dư&lt;/b&gt; {tile}</translation>
        </message>
        <message>
            <source>Hands as dealt: {hands}</source>
            <translation>Bài lúc chia: {hands}</translation>
        </message>
        <message>
            <source>Better: {choice}</source>
            <translation>Tốt hơn: {choice}</translation>
        </message>
        <message>
            <source>Good: {why}</source>
            <translation>Tốt: {why}</translation>
        </message>
        <message>
            <source>Yours: {why}</source>
            <translation>Của bạn: {why}</translation>
        </message>
        <message>
            <source>You have not answered a play-practice position yet: Practice → Play practice asks what you would play, and each answer counts here.</source>
            <translation>Bạn chưa trả lời thế bài luyện đánh nào: Luyện tập → Luyện đánh bài hỏi bạn sẽ đánh quân nào, và mỗi câu trả lời được tính ở đây.</translation>
        </message>
        <message numerus="yes">
            <source>You have answered %n play-practice position(s), {right} of them right ({share}); on average a tile gave up {lost} chance against the best one (0% is perfect).</source>
            <translation>
                <numerusform>Bạn đã trả lời %n thế bài luyện đánh, đúng {right} ({share}); trung bình mỗi quân mất {lost} khả năng so với quân tốt nhất (0% là hoàn hảo).</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Thống kê</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Ván</translation>
        </message>
        <message>
            <source>Bids by contract</source>
            <translation>Thầu theo chủ bài</translation>
        </message>
        <message>
            <source>Bids by level</source>
            <translation>Thầu theo mức</translation>
        </message>
        <message>
            <source>Make rate per contract (your side bidding)</source>
            <translation>Tỉ lệ đạt thầu theo chủ bài (bên bạn thắng thầu)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids)</source>
            <translation>Tỉ lệ đạt thầu theo chủ bài (các lần bạn thầu)</translation>
        </message>
        <message>
            <source>Make rate per contract (your bids, and your partner's in Texas 42)</source>
            <translation>Tỉ lệ đạt thầu theo chủ bài (các lần bạn thầu, và của đồng đội bạn trong Texas 42)</translation>
        </message>
        <message numerus="yes">
            <source>Your side was forced to bid in %n hand(s) (everyone else passed) and made {made}; those are not in the tables.</source>
            <translation>
                <numerusform>Phe bạn buộc phải thầu trong %n vòng (mọi người khác đều bỏ) và đã đạt {made}; các vòng đó không có trong bảng.</numerusform>
            </translation>
        </message>
        <message>
            <source>Play practice by day</source>
            <translation>Luyện đánh bài theo ngày</translation>
        </message>
        <message>
            <source>Play practice: average chance given up per day</source>
            <translation>Luyện đánh bài: khả năng mất trung bình mỗi ngày</translation>
        </message>
        <message>
            <source>You have not finished a game yet: a game counts here when it ends.</source>
            <translation>Bạn chưa chơi xong ván nào: một ván được tính ở đây khi nó kết thúc.</translation>
        </message>
        <message>
            <source>Bidding and defence</source>
            <translation>Đấu thầu và phòng thủ</translation>
        </message>
        <message>
            <source>Play practice</source>
            <translation>Luyện đánh bài</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Trò chơi</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Đối thủ</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Thắng</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Tỉ lệ thắng</translation>
        </message>
        <message>
            <source>Times</source>
            <translation>Số lần</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Đạt</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Hụt</translation>
        </message>
        <message>
            <source>Made %</source>
            <translation>% đạt</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>Thầu</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Ngày</translation>
        </message>
        <message numerus="yes">
            <source>On defence you have set the bid in %n hand(s) of {hands} ({share}).</source>
            <translation>
                <numerusform>Khi phòng thủ, bạn đã làm hụt thầu trong %n trên {hands} vòng ({share}).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bidding practice: average marks given up per day</source>
            <translation>Luyện đấu thầu: số dấu mất trung bình mỗi ngày</translation>
        </message>
        <message>
            <source>Bidding practice by day</source>
            <translation>Luyện đấu thầu theo ngày</translation>
        </message>
        <message>
            <source>&amp;Reset statistics…</source>
            <translation>Đặt &amp;lại thống kê…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>Đón&amp;g</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Tốt nhất</translation>
        </message>
        <message>
            <source>Marks given up</source>
            <translation>Số dấu mất</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Số thế bài</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>Đúng</translation>
        </message>
        <message>
            <source>Chance given up</source>
            <translation>Khả năng mất</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Đặt lại thống kê</translation>
        </message>
        <message>
            <source>Delete every statistic kept so far? This cannot be undone.</source>
            <translation>Xóa toàn bộ thống kê đã lưu đến nay? Không thể hoàn tác việc này.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Luật</translation>
        </message>
        <message>
            <source>Words in the reasons, explained in the rules: {words}</source>
            <translation>Các từ trong lý do, được giải thích trong luật chơi: {words}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Lesson</source>
            <translation>Bài học</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Tiếp</translation>
        </message>
        <message>
            <source>Next card</source>
            <translation>Thẻ tiếp theo</translation>
        </message>
        <message>
            <source>End lesson</source>
            <translation>Kết thúc bài học</translation>
        </message>
        <message>
            <source>Not this one. {reason}</source>
            <translation>Chưa đúng. {reason}</translation>
        </message>
        <message>
            <source>This lesson is over: press Continue lesson, or Back to the game.</source>
            <translation>Bài học này đã xong: bấm Tiếp tục bài học, hoặc Quay lại ván.</translation>
        </message>
        <message>
            <source>This lesson is over: press Next lesson, or Back to the game.</source>
            <translation>Bài học này đã xong: hãy bấm Bài học tiếp theo, hoặc Quay lại ván chơi.</translation>
        </message>
        <message>
            <source>This lesson is over: press Play a first game, or Back to the game.</source>
            <translation>Bài học này đã xong: hãy bấm Chơi ván đầu tiên, hoặc Quay lại ván.</translation>
        </message>
        <message>
            <source>Lesson complete: you have done every lesson, well played! Now try a first game against Easy players, with Hint (H) and Undo on, or practise from the Practice menu. Too fast? L shows the tricks played, and Settings &gt; Preferences &gt; Animation: Slow slows the table.</source>
            <translation>Hoàn thành bài học: bạn đã học xong mọi bài, chơi hay lắm! Giờ hãy thử ván đầu tiên với các người chơi Dễ, bật Gợi ý (H) và Hoàn tác, hoặc luyện tập từ trình đơn Luyện tập. Nhanh quá? L cho xem các nước đã đánh, và Cài đặt &gt; Tùy chọn &gt; Hiệu ứng động: Chậm làm bàn chơi chậm lại.</translation>
        </message>
        <message>
            <source>This lesson shows you each move, so Hint (H) is off in it.</source>
            <translation>Bài học này chỉ cho bạn từng nước đi, nên Gợi ý (H) tắt trong bài.</translation>
        </message>
        <message>
            <source>The lesson goes on where you left it; F2 offers Start again.</source>
            <translation>Bài học tiếp tục từ chỗ bạn đã dừng; F2 cho phép Bắt đầu lại.</translation>
        </message>
        <message>
            <source>Where you left this lesson could not be restored (the lesson may have changed): it starts from its first card.</source>
            <translation>Không khôi phục được chỗ bạn đã dừng bài học này (có thể bài học đã thay đổi): bài học bắt đầu từ thẻ đầu tiên.</translation>
        </message>
        <message>
            <source>Watch the other players…</source>
            <translation>Hãy xem những người chơi khác…</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Hoàn thành</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}, which you left midway.</source>
            <translation>Hoàn thành bài học. Tiếp theo: {title}, bài bạn đã bỏ dở.</translation>
        </message>
        <message>
            <source>Lesson complete. Next: {title}.</source>
            <translation>Hoàn thành bài học. Tiếp theo: {title}.</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Bài học tiếp theo</translation>
        </message>
        <message>
            <source>Back to the game</source>
            <translation>Quay lại ván chơi</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Học cách chơi</translation>
        </message>
        <message>
            <source>Short lessons on the real table, a few minutes each. You have done {done} of {all}.</source>
            <translation>Những bài học ngắn trên bàn chơi thật, mỗi bài vài phút. Bạn đã học xong {done} trên {all} bài.</translation>
        </message>
        <message>
            <source>Lessons</source>
            <translation>Bài học</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, done: {summary}</source>
            <translation>Bài học {number}, {title}, đã xong: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}, in progress: {summary}</source>
            <translation>Bài học {number}, {title}, đang học dở: {summary}</translation>
        </message>
        <message>
            <source>Lesson {number}, {title}: {summary}</source>
            <translation>Bài học {number}, {title}: {summary}</translation>
        </message>
        <message>
            <source>{title} (in progress)</source>
            <translation>{title} (đang học dở)</translation>
        </message>
        <message>
            <source>Some lessons could not be read: {error}</source>
            <translation>Không đọc được một số bài học: {error}</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Bắt đầu bài học</translation>
        </message>
        <message>
            <source>Start again</source>
            <translation>Bắt đầu lại</translation>
        </message>
        <message>
            <source>Start this lesson again from its first card</source>
            <translation>Bắt đầu lại bài học này từ thẻ đầu tiên</translation>
        </message>
        <message>
            <source>Play a first game</source>
            <translation>Chơi ván đầu tiên</translation>
        </message>
        <message>
            <source>A new game against Easy players, with Hint and Undo on</source>
            <translation>Một ván mới với các người chơi Dễ, bật Gợi ý và Hoàn tác</translation>
        </message>
        <message>
            <source>Continue lesson</source>
            <translation>Tiếp tục bài học</translation>
        </message>
        <message>
            <source>Go on from the card where you left this lesson</source>
            <translation>Tiếp tục từ thẻ nơi bạn đã dừng bài học này</translation>
        </message>
    </context>
    <context>
        <name>Work</name>
        <message>
            <source>The computer player's process had stopped; it was restarted and the game goes on.</source>
            <translation>Tiến trình của người chơi máy đã dừng; nó đã được khởi động lại và ván chơi tiếp tục.</translation>
        </message>
        <message>
            <source>The computer player stopped answering; it was restarted and the game goes on.</source>
            <translation>Người chơi máy không phản hồi; nó đã được khởi động lại và ván chơi tiếp tục.</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>the {tile} is given twice</source>
            <translation>miếng {tile} bị nhập hai lần</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) given: a hand has {size}</source>
            <translation>
                <numerusform>đã nhập %n miếng: một tay bài có {size} miếng</numerusform>
            </translation>
        </message>
        <message>
            <source>a bid is a number or {pass_}, got {word}</source>
            <translation>một lượt thầu là một số hoặc {pass_}, nhận được {word}</translation>
        </message>
        <message numerus="yes">
            <source>there are only %n seats</source>
            <translation>
                <numerusform>chỉ có %n chỗ ngồi</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is in two hands</source>
            <translation>miếng {tile} nằm trong hai tay bài</translation>
        </message>
        <message>
            <source>the {tile} is not used in this game</source>
            <translation>miếng {tile} không dùng trong kiểu chơi này</translation>
        </message>
        <message numerus="yes">
            <source>%n bid(s) given: the seats before yours make {place}</source>
            <translation>
                <numerusform>đã nhập %n lượt thầu: những người trước bạn thầu {place} lượt</numerusform>
            </translation>
        </message>
        <message>
            <source>those bids end the auction before your turn</source>
            <translation>các lượt thầu đó kết thúc phần đấu thầu trước lượt của bạn</translation>
        </message>
    </context>
    <context>
        <name>datafile</name>
        <message>
            <source>the text is damaged: a name in it is written twice</source>
            <translation>văn bản bị hỏng: có một tên được viết hai lần</translation>
        </message>
        <message>
            <source>the file is over {limit} KB, larger than any Texas 42 writes</source>
            <translation>tệp lớn hơn {limit} KB, lớn hơn mọi tệp Texas 42 ghi</translation>
        </message>
        <message>
            <source>the file is not text, or not in the UTF-8 encoding Texas 42 writes</source>
            <translation>tệp không phải văn bản, hoặc không theo mã UTF-8 mà Texas 42 ghi</translation>
        </message>
        <message>
            <source>the text is damaged: it is nested too deeply</source>
            <translation>văn bản bị hỏng: nó lồng nhau quá sâu</translation>
        </message>
        <message>
            <source>the text is damaged: a number in it is too long</source>
            <translation>văn bản bị hỏng: có một con số quá dài</translation>
        </message>
        <message>
            <source>what it holds is not what Texas 42 writes there</source>
            <translation>nội dung của nó không phải thứ Texas 42 ghi ở đó</translation>
        </message>
        <message>
            <source>{name} is a folder, where a file should be</source>
            <translation>{name} là một thư mục, ở chỗ lẽ ra là một tệp</translation>
        </message>
        <message>
            <source>{name} is a file, where a folder should be</source>
            <translation>{name} là một tệp, ở chỗ lẽ ra là một thư mục</translation>
        </message>
        <message>
            <source>a file stands where a folder of its path should be</source>
            <translation>có một tệp nằm ở chỗ lẽ ra là một thư mục trên đường dẫn</translation>
        </message>
        <message>
            <source>permission is refused</source>
            <translation>không được cấp quyền</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>đĩa chỉ cho phép đọc</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>đĩa đã đầy</translation>
        </message>
        <message>
            <source>it is not there</source>
            <translation>nó không có ở đó</translation>
        </message>
        <message>
            <source>the disk could not be read or written</source>
            <translation>không thể đọc hoặc ghi đĩa</translation>
        </message>
        <message>
            <source>the system says: {error}</source>
            <extracomment>{error} is the system's own message (in English).</extracomment>
            <translation>hệ thống báo: {error}</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>unknown trump {value} (allowed: {allowed})</source>
            <translation>chủ bài không hợp lệ {value} (được phép: {allowed})</translation>
        </message>
        <message>
            <source>there is no contract yet</source>
            <translation>chưa có chủ bài nào được gọi</translation>
        </message>
        <message>
            <source>laying down is not played in this game (house rule off)</source>
            <translation>ván này không cho hạ bài (luật riêng đang tắt)</translation>
        </message>
        <message>
            <source>nobody lays down in {contract}: every trick is played</source>
            <translation>không ai được hạ bài khi chơi {contract}: mọi nước đều được đánh</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff your {tile}</source>
            <translation>vẫn còn một miếng chủ ở tay người khác và có thể chặt {tile} của bạn</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat your {tile}</source>
            <translation>{rival} vẫn còn ở tay người khác và có thể thắng {tile} của bạn</translation>
        </message>
        <message>
            <source>a trump is still out and could ruff their {tile}</source>
            <translation>vẫn còn một miếng chủ ở tay người khác và có thể chặt {tile} của người đó</translation>
        </message>
        <message>
            <source>the {rival} is still out and could beat their {tile}</source>
            <translation>{rival} vẫn còn ở tay người khác và có thể thắng {tile} của người đó</translation>
        </message>
        <message>
            <source>seat must be 0 to {last}, got {seat}</source>
            <translation>ghế phải từ 0 đến {last}, nhận được {seat}</translation>
        </message>
        <message>
            <source>hand {hand}</source>
            <translation>vòng {hand}</translation>
        </message>
        <message>
            <source>hand {hand}, action {action}</source>
            <translation>vòng {hand}, hành động {action}</translation>
        </message>
        <message>
            <source>{where}: {error}</source>
            <extracomment>{where} is "hand 2" or "hand 2, action 5" in a record; {error} says what is wrong there.</extracomment>
            <translation>{where}: {error}</translation>
        </message>
        <message>
            <source>a hand must be an object</source>
            <translation>mỗi vòng phải là một đối tượng</translation>
        </message>
        <message>
            <source>unknown key(s) {keys} (known: {known})</source>
            <translation>khóa không xác định {keys} (các khóa đã biết: {known})</translation>
        </message>
        <message>
            <source>Texas 42 opens the game files it saves (.t42): choose one of those.</source>
            <translation>Texas 42 mở các tệp ván chơi do nó lưu (.t42): hãy chọn một tệp như vậy.</translation>
        </message>
        <message>
            <source>The file may have been changed or damaged since it was saved. If someone sent it to you, ask them for a new copy.</source>
            <translation>Tệp có thể đã bị sửa hoặc hỏng từ khi được lưu. Nếu ai đó gửi nó cho bạn, hãy xin họ một bản mới.</translation>
        </message>
        <message>
            <source>It was saved by a newer version of Texas 42: open it with that version, or update this one.</source>
            <translation>Tệp được lưu bởi một phiên bản Texas 42 mới hơn: hãy mở bằng phiên bản đó, hoặc cập nhật bản này.</translation>
        </message>
        <message>
            <source>Check that you may read the file, or copy it to a folder of yours and open the copy.</source>
            <translation>Hãy kiểm tra bạn có quyền đọc tệp, hoặc chép nó vào một thư mục của bạn rồi mở bản chép.</translation>
        </message>
        <message>
            <source>Save it again as UTF-8 text (a text editor offers that), then open it.</source>
            <translation>Hãy lưu lại tệp dưới dạng văn bản UTF-8 (trình soạn văn bản có tùy chọn này), rồi mở nó.</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>đó là một thư mục, không phải tệp</translation>
        </message>
        <message>
            <source>it is not an ordinary file (a device or a pipe)</source>
            <translation>đó không phải tệp thông thường (một thiết bị hoặc một đường ống)</translation>
        </message>
        <message>
            <source>the file is {size} KB, too large for a game record (records over {limit} KB are refused)</source>
            <translation>tệp nặng {size} KB, quá lớn đối với một bản ghi ván chơi (bản ghi trên {limit} KB bị từ chối)</translation>
        </message>
        <message>
            <source>the file cannot be read ({error})</source>
            <translation>không đọc được tệp ({error})</translation>
        </message>
        <message>
            <source>the text is over {limit} KB, too large for a game record</source>
            <translation>văn bản trên {limit} KB, quá lớn đối với một bản ghi ván chơi</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>tệp trống</translation>
        </message>
        <message>
            <source>it is not a game record (its JSON is nested too deeply)</source>
            <translation>đó không phải bản ghi ván chơi (JSON của nó lồng nhau quá sâu)</translation>
        </message>
        <message>
            <source>its text is not UTF-8, the encoding of game records</source>
            <translation>văn bản của nó không phải UTF-8, mã hóa của bản ghi ván chơi</translation>
        </message>
        <message>
            <source>it is not a text file, so not a game record</source>
            <translation>đó không phải tệp văn bản, nên không phải bản ghi ván chơi</translation>
        </message>
        <message>
            <source>the text is damaged or cut short: it stops making sense at line {line}, character {column}</source>
            <translation>văn bản bị hỏng hoặc bị cắt ngắn: nó mất nghĩa từ dòng {line}, ký tự {column}</translation>
        </message>
        <message>
            <source>the text is damaged: {error}</source>
            <translation>văn bản bị hỏng: {error}</translation>
        </message>
        <message>
            <source>a number is too long to be part of a game</source>
            <translation>có một số quá dài để thuộc về một ván chơi</translation>
        </message>
        <message>
            <source>it is not a game record (its top level must be a JSON object)</source>
            <translation>đó không phải bản ghi ván chơi (cấp ngoài cùng phải là một đối tượng JSON)</translation>
        </message>
        <message>
            <source>it is not a Texas 42 record (its format must be "{format}")</source>
            <translation>đó không phải bản ghi Texas 42 (định dạng phải là "{format}")</translation>
        </message>
        <message>
            <source>it is record version {version}; this app reads version {known}</source>
            <extracomment>{known} is the version of the record format this app reads (1).</extracomment>
            <translation>đó là bản ghi phiên bản {version}; ứng dụng này đọc phiên bản {known}</translation>
        </message>
        <message>
            <source>unknown variant {value} ("42", "moon" or "42-three")</source>
            <translation>biến thể không rõ {value} ("42", "moon" hoặc "42-three")</translation>
        </message>
        <message>
            <source>"hands" must be a list</source>
            <translation>"hands" phải là một danh sách</translation>
        </message>
        <message>
            <source>"seed" must be a whole number from 0 to {last}</source>
            <translation>"seed" phải là một số nguyên từ 0 đến {last}</translation>
        </message>
        <message>
            <source>"players" must be a list of {n} names</source>
            <translation>"players" phải là một danh sách {n} tên</translation>
        </message>
        <message>
            <source>"shaker" must be a seat from 0 to {last}</source>
            <translation>"shaker" phải là một ghế từ 0 đến {last}</translation>
        </message>
        <message>
            <source>"deal" must list the tiles of each of the {n} seats</source>
            <translation>"deal" phải liệt kê các miếng của từng ghế trong {n} ghế</translation>
        </message>
        <message>
            <source>a tile is dealt twice to one seat</source>
            <translation>một miếng bị chia hai lần cho cùng một ghế</translation>
        </message>
        <message>
            <source>deal: {error}</source>
            <extracomment>{error} is what is wrong with the tiles dealt in a record.</extracomment>
            <translation>chia bài: {error}</translation>
        </message>
        <message>
            <source>"actions" must be a list</source>
            <translation>"actions" phải là một danh sách</translation>
        </message>
        <message>
            <source>an action must be an object</source>
            <translation>mỗi hành động phải là một đối tượng</translation>
        </message>
        <message>
            <source>"seat" must be a seat from 0 to {last}</source>
            <translation>"seat" phải là một ghế từ 0 đến {last}</translation>
        </message>
        <message>
            <source>an action has a seat and exactly one of bid, trump, discard, play, claim</source>
            <translation>mỗi hành động có một ghế và đúng một trong các khóa bid, trump, discard, play, claim</translation>
        </message>
        <message>
            <source>"special" goes with a bid</source>
            <translation>"special" phải đi kèm một giá thầu</translation>
        </message>
        <message>
            <source>a claim is written "claim": true, got {value}</source>
            <translation>hạ bài được ghi là "claim": true, nhận được {value}</translation>
        </message>
        <message>
            <source>a bid is a number or "pass", got {value}</source>
            <translation>giá thầu là một số hoặc "pass", nhận được {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} ("plunge" or "splash")</source>
            <translation>thầu đặc biệt không xác định {value} ("plunge" hoặc "splash")</translation>
        </message>
        <message>
            <source>rule {key} must be a whole number from {low} to {high}, got {value}</source>
            <translation>luật {key} phải là số nguyên từ {low} đến {high}, nhận được {value}</translation>
        </message>
        <message>
            <source>rules must be an object, got {type}</source>
            <translation>phần luật phải là một đối tượng, nhận được {type}</translation>
        </message>
        <message>
            <source>unknown preset {name} (presets: {presets})</source>
            <translation>mẫu cài sẵn không xác định {name} (các mẫu: {presets})</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant}</source>
            <translation>luật không xác định {key} cho {variant}</translation>
        </message>
        <message>
            <source>rule {key} must be one of {allowed}, got {value}</source>
            <translation>luật {key} phải là một trong {allowed}, nhận được {value}</translation>
        </message>
        <message>
            <source>rule 'opening_bidder' cannot be "holder_1_0" in 42 for three: the 1-0 is not used</source>
            <translation>luật 'opening_bidder' không thể là "holder_1_0" trong 42 ba người: miếng 1-0 không được dùng</translation>
        </message>
        <message>
            <source>rule {key} needs partners: it is not played in 42 for three</source>
            <translation>luật {key} cần có đồng đội: không chơi được trong 42 ba người</translation>
        </message>
        <message>
            <source>variant must be one of {allowed}, got {value}</source>
            <translation>trò chơi phải là một trong {allowed}, nhận được {value}</translation>
        </message>
        <message>
            <source>unknown rule {key} for {variant} (known: {known})</source>
            <translation>luật không xác định {key} cho {variant} (các luật đã biết: {known})</translation>
        </message>
        <message>
            <source>rule {key} must be false or {fields}, got {value}</source>
            <translation>luật {key} phải là false hoặc {fields}, nhận được {value}</translation>
        </message>
        <message>
            <source>rule {key} must be {low} or {high}, got {value}</source>
            <translation>luật {key} phải là {low} hoặc {high}, nhận được {value}</translation>
        </message>
        <message>
            <source>rule {key} must be false, true or an object, got {value}</source>
            <translation>luật {key} phải là false, true hoặc một đối tượng, nhận được {value}</translation>
        </message>
        <message>
            <source>rule {key} has unknown key(s) {keys} (known: {known})</source>
            <translation>luật {key} có khóa không xác định {keys} (các khóa đã biết: {known})</translation>
        </message>
        <message>
            <source>bidder must be a seat from 0 to {last}, got {seat}</source>
            <translation>người thắng thầu phải là một ghế từ 0 đến {last}, nhận được {seat}</translation>
        </message>
        <message>
            <source>no seat may act: the hand is in the {phase} phase</source>
            <translation>không ghế nào được hành động: vòng đang ở giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off)</source>
            <translation>ván này không chơi {name} (luật riêng đang tắt)</translation>
        </message>
        <message numerus="yes">
            <source>a Plunge here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>ở đây Plunge là giá thầu %n dấu ({points})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a Splash here is a bid of %n mark(s) ({points})</source>
            <translation>
                <numerusform>ở đây Splash là giá thầu %n dấu ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge</source>
            <translation>không thể gọi {name} khi thầu Plunge</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash</source>
            <translation>không thể gọi {name} khi thầu Splash</translation>
        </message>
        <message>
            <source>first shaker must be a seat from 0 to {last}</source>
            <translation>người xáo đầu tiên phải là một ghế từ 0 đến {last}</translation>
        </message>
        <message>
            <source>cannot deal now: the hand is in the {phase} phase</source>
            <translation>không thể chia bài lúc này: vòng đang ở giai đoạn {phase}</translation>
        </message>
        <message>
            <source>a deal gives {seats} seats {size} tiles each</source>
            <translation>mỗi lần chia cho {seats} ghế, mỗi ghế {size} miếng</translation>
        </message>
        <message>
            <source>this variant deals a widow tile</source>
            <translation>trò chơi này có chia một miếng dư</translation>
        </message>
        <message>
            <source>this variant has no widow</source>
            <translation>trò chơi này không có miếng dư</translation>
        </message>
        <message>
            <source>tile {tile} is not in play in {variant}</source>
            <translation>miếng {tile} không được dùng trong {variant}</translation>
        </message>
        <message>
            <source>tile {tile} is dealt twice</source>
            <translation>miếng {tile} bị chia hai lần</translation>
        </message>
        <message>
            <source>the deal does not use every tile of the set</source>
            <translation>lần chia không dùng hết các miếng của bộ</translation>
        </message>
        <message>
            <source>the next hand starts after a scored hand, not in the {phase} phase</source>
            <translation>vòng tiếp theo chỉ bắt đầu sau khi vòng trước đã tính điểm, không phải ở giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{value} is not an action</source>
            <translation>{value} không phải là một hành động</translation>
        </message>
        <message>
            <source>a bid is a whole number, not {value}</source>
            <translation>giá thầu phải là số nguyên, không phải {value}</translation>
        </message>
        <message>
            <source>unknown special bid {value} (known: plunge, splash)</source>
            <translation>thầu đặc biệt không xác định {value} (đã biết: plunge, splash)</translation>
        </message>
        <message>
            <source>bid {value} is below the minimum bid of {minimum}</source>
            <translation>giá thầu {value} thấp hơn mức thầu thấp nhất {minimum}</translation>
        </message>
        <message>
            <source>bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42</source>
            <translation>{value} không phải giá thầu hợp lệ: thầu điểm từ {minimum} đến 41, thầu dấu là bội số của 42</translation>
        </message>
        <message>
            <source>mark bids above 42 are not allowed (house rule: no 84)</source>
            <translation>không cho phép thầu dấu trên 42 (luật riêng: không có 84)</translation>
        </message>
        <message numerus="yes">
            <source>the highest bid is %n marks ({points})</source>
            <translation>
                <numerusform>giá thầu cao nhất là %n dấu ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>after a mark bid the next bid must be exactly one mark more ({points})</source>
            <translation>sau một thầu dấu, giá thầu tiếp theo phải cao hơn đúng một dấu ({points})</translation>
        </message>
        <message>
            <source>{seat} cannot bid now: it is the {phase} phase</source>
            <translation>{seat} không thể đặt thầu lúc này: đang là giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot name trump now: it is the {phase} phase</source>
            <translation>{seat} không thể gọi chủ bài lúc này: đang là giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot discard now: it is the {phase} phase</source>
            <translation>{seat} không thể úp bỏ miếng lúc này: đang là giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot play a tile now: it is the {phase} phase</source>
            <translation>{seat} không thể đánh miếng lúc này: đang là giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: it is the {phase} phase</source>
            <translation>{seat} không thể hạ bài lúc này: đang là giai đoạn {phase}</translation>
        </message>
        <message>
            <source>{seat} does not hold {tile}</source>
            <translation>{seat} không có {tile}</translation>
        </message>
        <message>
            <source>{seat} must play the tile closest to 7 (holds {held})</source>
            <translation>{seat} phải đánh miếng gần 7 nhất (đang cầm {held})</translation>
        </message>
        <message>
            <source>{seat} must follow {suit} (holds {held})</source>
            <translation>{seat} phải theo {suit} (đang cầm {held})</translation>
        </message>
        <message>
            <source>{seat} may not pass: everyone else passed, so the last bidder must bid {minimum}</source>
            <translation>{seat} không được bỏ qua: mọi người khác đều đã bỏ qua, nên người thầu cuối phải thầu {minimum}</translation>
        </message>
        <message>
            <source>{seat} is forced to bid the minimum, {minimum}</source>
            <translation>{seat} bị buộc thầu mức thấp nhất, {minimum}</translation>
        </message>
        <message>
            <source>a Plunge needs at least {need} doubles; {seat} holds {have}</source>
            <translation>Plunge cần ít nhất {need} miếng đôi; {seat} có {have}</translation>
        </message>
        <message>
            <source>a Splash needs at least {need} doubles; {seat} holds {have}</source>
            <translation>Splash cần ít nhất {need} miếng đôi; {seat} có {have}</translation>
        </message>
        <message>
            <source>{seat} cannot lay down now: only the player to lead may, before the trick</source>
            <translation>{seat} không thể hạ bài lúc này: chỉ người đến lượt mở mới được hạ bài, trước khi vào nước</translation>
        </message>
        <message>
            <source>{seat} cannot lay down: {reason}</source>
            <translation>{seat} không thể hạ bài: {reason}</translation>
        </message>
        <message>
            <source>a Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}</source>
            <extracomment>{tricks} is a hand's tricks (7), {shot} the bid to shoot the moon (21).</extracomment>
            <translation>giá thầu Moon là từ {minimum} đến {tricks} nước hoặc {shot} (bắn mặt trăng), không phải {value}</translation>
        </message>
        <message>
            <source>the first mark bid of an auction is 1 or 2 marks (42 or 84)</source>
            <translation>thầu dấu đầu tiên trong lượt đấu thầu là 1 hoặc 2 dấu (42 hoặc 84)</translation>
        </message>
        <message>
            <source>{value} is not a contract</source>
            <translation>{value} không phải là một lựa chọn chủ bài</translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon</source>
            <translation>ván Moon này không cho gọi {contract}</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points})</source>
            <translation>
                <numerusform>{name} cần giá thầu ít nhất %n dấu ({points})</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here</source>
            <translation>ở đây không cho phép {contract}</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>không có gì để hoàn tác</translation>
        </message>
        <message>
            <source>Nello is not played under these rules</source>
            <translation>luật này không chơi Nello</translation>
        </message>
        <message>
            <source>{value} is not a tile</source>
            <translation>{value} không phải là một miếng</translation>
        </message>
        <message>
            <source>bid {value} must beat the high bid of {high}</source>
            <translation>giá thầu {value} phải cao hơn giá thầu cao nhất {high}</translation>
        </message>
        <message>
            <source>the game was already over</source>
            <translation>ván đã kết thúc rồi</translation>
        </message>
        <message>
            <source>the previous hand is not finished</source>
            <translation>vòng trước chưa kết thúc</translation>
        </message>
        <message>
            <source>the shaker should be seat {right}, not seat {wrong}</source>
            <translation>người xáo phải là ghế {right}, không phải ghế {wrong}</translation>
        </message>
        <message>
            <source>the hand is already over</source>
            <translation>vòng đã kết thúc rồi</translation>
        </message>
        <message>
            <source>it is seat {right}'s turn, not seat {wrong}'s</source>
            <translation>đang là lượt của ghế {right}, không phải ghế {wrong}</translation>
        </message>
        <message>
            <source>a tile end must be 0-6, got {high}-{low}</source>
            <translation>đầu miếng phải trong khoảng 0-6, nhận được {high}-{low}</translation>
        </message>
        <message>
            <source>tile ends run from 0 to 6, got {value}</source>
            <translation>đầu miếng chỉ từ 0 đến 6, nhận được {value}</translation>
        </message>
        <message>
            <source>a tile is written like "6-4", got {value}</source>
            <translation>miếng được viết dạng "6-4", nhận được {value}</translation>
        </message>
        <message>
            <source>"levels" must give each of the {n} seats an AI level ({known}) or null for a human player</source>
            <extracomment>{known} lists the AI levels ("easy", "normal", ...); null is JSON's word for "none", kept as it is.</extracomment>
            <translation>"levels" phải cho mỗi chỗ trong {n} chỗ một cấp độ máy ({known}) hoặc null cho người chơi thật</translation>
        </message>
        <message>
            <source>unknown AI level {value} for {seat} in "levels" (known: {known}, or null for a human player)</source>
            <extracomment>{seat} is a seat as the record's table names it ("West", "East (Cy)"); {known} lists the AI levels.</extracomment>
            <translation>cấp độ máy không rõ {value} cho {seat} trong "levels" (đã biết: {known}, hoặc null cho người chơi thật)</translation>
        </message>
    </context>
    <context>
        <name>hints</name>
        <message numerus="yes">
            <source>%n trump(s) with the {tile}</source>
            <translation>
                <numerusform>%n miếng chủ có {tile}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trump(s)</source>
            <translation>
                <numerusform>%n miếng chủ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other double(s)</source>
            <translation>
                <numerusform>%n miếng đôi khác</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n double(s)</source>
            <translation>
                <numerusform>%n miếng đôi</numerusform>
            </translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Không có miếng chủ</translation>
        </message>
        <message>
            <source>no trumps</source>
            <translation>không có miếng chủ</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} is exposed</source>
            <extracomment>{hand} describes a hand's trumps and doubles; an exposed tile is count that may be lost.</extracomment>
            <translation>{hand}; {tiles} dễ bị mất</translation>
        </message>
        <message>
            <source>{hand}; the {tiles} are exposed</source>
            <translation>{hand}; {tiles} dễ bị mất</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected marks; passing is not allowed here.</source>
            <translation>Đề xuất là giá thầu có số dấu kỳ vọng cao nhất; ở đây không được bỏ qua.</translation>
        </message>
        <message>
            <source>The recommendation is the bid with the most expected game points; passing is not allowed here.</source>
            <translation>Đề xuất là giá thầu có số điểm ván kỳ vọng cao nhất; ở đây không được bỏ qua.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected marks; a bid must beat passing.</source>
            <translation>Đề xuất là lựa chọn có số dấu kỳ vọng cao nhất; muốn thầu thì phải tốt hơn bỏ qua.</translation>
        </message>
        <message>
            <source>The recommendation is the choice with the most expected game points; a bid must beat passing.</source>
            <translation>Đề xuất là lựa chọn có số điểm ván kỳ vọng cao nhất; muốn thầu thì phải tốt hơn bỏ qua.</translation>
        </message>
        <message>
            <source>{reason} {versus}</source>
            <extracomment>{reason} is the hint's reason; {versus} says why it beats the next best choice.</extracomment>
            <translation>{reason} {versus}</translation>
        </message>
        <message>
            <source>Plunge with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Plunge với {doubles} miếng đôi: đồng đội của bạn gọi chủ bài và mở, khoảng {percent}% ăn được mọi nước.</translation>
        </message>
        <message>
            <source>Splash with {doubles} doubles: your partner names trump and leads, about {percent}% to take every trick.</source>
            <translation>Splash với {doubles} miếng đôi: đồng đội của bạn gọi chủ bài và mở, khoảng {percent}% ăn được mọi nước.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time.</source>
            <extracomment>{reason} is the hint's reason; {bid} the opponents' standing bid ("30").</extracomment>
            <translation>{reason} Nếu bạn bỏ qua, đối thủ đạt thầu {bid} của họ khoảng {percent}% số lần.</translation>
        </message>
        <message>
            <source>Lay down: led in the right order, the recommended tile first, every tile you hold wins.</source>
            <translation>Hạ bài: đánh đúng thứ tự, miếng được đề xuất trước, mọi miếng bạn cầm đều ăn.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your partner's bid.</source>
            <translation>Đề xuất là loại ván có khả năng đạt mức thầu của đồng đội bạn cao nhất.</translation>
        </message>
        <message>
            <source>The recommendation is the contract most likely to make your bid.</source>
            <translation>Đề xuất là loại ván có khả năng đạt thầu của bạn cao nhất.</translation>
        </message>
        <message>
            <source>{reason} Winning or losing the game this hand counts as {points} game points in these figures.</source>
            <extracomment>{points} is the game's target ("21"), what winning or losing the game counts as in the values shown.</extracomment>
            <translation>{reason} Thắng hay thua cả ván trong vòng này được tính là {points} điểm ván trong các con số này.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time and wins the game.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5"); making it wins that player the game.</extracomment>
            <translation>{reason} Nếu bạn bỏ qua, {seat} đạt thầu {bid} khoảng {percent}% số lần và thắng cả ván.</translation>
        </message>
        <message>
            <source>{reason} If you pass, {seat} makes {bid} about {percent}% of the time.</source>
            <extracomment>{seat} is the player holding the bid ("East"), {bid} its bid ("5").</extracomment>
            <translation>{reason} Nếu bạn bỏ qua, {seat} đạt thầu {bid} khoảng {percent}% số lần.</translation>
        </message>
        <message>
            <source>{reason} If you pass, the opponents make their {bid} about {percent}% of the time and win the game.</source>
            <extracomment>{bid} the opponents' standing bid ("30"); making it wins them the game.</extracomment>
            <translation>{reason} Nếu bạn bỏ qua, đối thủ đạt thầu {bid} của họ khoảng {percent}% số lần và thắng cả ván.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: {percent}% against {percent2}% to make.</source>
            <extracomment>{contract} and {other} are trumps ("sixes", "doubles"); the chances as the table shows them.</extracomment>
            <translation>Chọn {contract} thay vì {other}: {percent}% so với {percent2}% đạt thầu.</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average if the hand is played out ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value, counted as if every trick were played, decides.</extracomment>
            <translation>Chọn {contract} thay vì {other}: cả hai khoảng {percent}% đạt thầu, và trung bình {contract} lấy được nhiều hơn nếu đánh hết ván ({value} so với {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} rather than {other}: both about {percent}% to make, and {contract} takes more on average ({value} against {value2} {unit}).</source>
            <extracomment>A tie in the chance to make: the expected value decides ("3.1 against 2.9 tricks").</extracomment>
            <translation>Chọn {contract} thay vì {other}: cả hai khoảng {percent}% đạt thầu, và trung bình {contract} lấy được nhiều hơn ({value} so với {value2} {unit}).</translation>
        </message>
        <message>
            <source>Naming {contract} or {other}: both about {percent}% to make.</source>
            <extracomment>A tie the table shows no way to break (it is broken by the chance with open hands).</extracomment>
            <translation>Chọn {contract} hay {other}: cả hai khoảng {percent}% đạt thầu.</translation>
        </message>
        <message>
            <source>Passing, as {bid} is no better: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the bid passing ties with ("37 in aces"); {percent} its chance; {worth} what it is worth, {bar} the bar.</extracomment>
            <translation>Bỏ qua, vì {bid} không tốt hơn: với khoảng {percent}% đạt thầu, nó đáng giá {worth} {unit} kỳ vọng, còn một lần thầu phải đáng hơn {bar} mới thắng được việc bỏ qua.</translation>
        </message>
        <message>
            <source>Your partner's Plunge shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Plunge, and the user names trump for it.</extracomment>
            <translation>Plunge của đồng đội bạn cho thấy ít nhất {doubles} miếng đôi: khoảng {percent}% ăn hết mọi nước ({contract}).</translation>
        </message>
        <message>
            <source>Your partner's Splash shows at least {doubles} doubles: about {percent}% to take every trick in {contract}.</source>
            <extracomment>{contract} is a trump ("follow-me"); the partner bid a Splash, and the user names trump for it.</extracomment>
            <translation>Splash của đồng đội bạn cho thấy ít nhất {doubles} miếng đôi: khoảng {percent}% ăn hết mọi nước ({contract}).</translation>
        </message>
        <message>
            <source>Passing beats {bid}: at about {percent}% to make, it is worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <extracomment>{bid} is the best bid ("30 in sixes"); {percent} its chance; {worth} what it is worth ("-0.12"); {bar} what a bid must be worth to beat passing.</extracomment>
            <translation>Bỏ qua tốt hơn {bid}: với khoảng {percent}% đạt thầu, nó đáng giá {worth} {unit} kỳ vọng, còn một lần thầu phải đáng hơn {bar} mới thắng được việc bỏ qua.</translation>
        </message>
        <message>
            <source>{bid} rather than passing: worth {worth} expected {unit}, and a bid must be worth more than {bar} to beat passing.</source>
            <translation>{bid} thay vì bỏ qua: đáng giá {worth} {unit} kỳ vọng, còn một lần thầu phải đáng hơn {bar} mới thắng được việc bỏ qua.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: an opponent outbids {low} about {lose}% of the time, {high} about {lose2}%.</source>
            <extracomment>"36 in blanks rather than 30 in blanks: an opponent outbids 30 about 32% of the time, 36 about 23%."</extracomment>
            <translation>{bid} thay vì {other}: đối thủ thầu cao hơn {low} khoảng {lose}% số lần, cao hơn {high} khoảng {lose2}%.</translation>
        </message>
        <message>
            <source>{bid} or {other}: both about {percent}% to make and worth {worth} expected {unit}.</source>
            <extracomment>A tie the reason's figures cannot break (it is broken by the chance with open hands).</extracomment>
            <translation>{bid} hay {other}: cả hai khoảng {percent}% đạt thầu và đáng giá {worth} {unit} kỳ vọng.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both about {percent}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>The same chance as shown: what each is worth decides ("+19.14 against +18.89").</extracomment>
            <translation>{bid} thay vì {other}: cả hai khoảng {percent}% đạt thầu, đáng {worth} so với {worth2} {unit} kỳ vọng.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: both worth {worth} expected {unit}, and {percent}% against {percent2}% to make.</source>
            <extracomment>The same worth as shown: the higher chance decides ("both worth +0.34 expected marks, and 76% against 67%").</extracomment>
            <translation>{bid} thay vì {other}: cả hai đáng {worth} {unit} kỳ vọng, và {percent}% so với {percent2}% đạt thầu.</translation>
        </message>
        <message>
            <source>{bid} rather than {other}: {percent}% against {percent2}% to make, worth {worth} against {worth2} expected {unit}.</source>
            <extracomment>{bid} and {other} are bid decisions ("36 in blanks"); {worth} what each is worth ("+0.41").</extracomment>
            <translation>{bid} thay vì {other}: {percent}% so với {percent2}% đạt thầu, đáng giá {worth} so với {worth2} {unit} kỳ vọng.</translation>
        </message>
        <message>
            <source>game points</source>
            <translation>điểm ván</translation>
        </message>
        <message>
            <source>marks</source>
            <translation>dấu</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) with a five or six</source>
            <translation>
                <numerusform>%n miếng mang số năm hay sáu</numerusform>
            </translation>
        </message>
        <message>
            <source>No tile with a five or six</source>
            <translation>Không có miếng nào mang số năm hay sáu</translation>
        </message>
        <message>
            <source>no tile with a five or six</source>
            <translation>không có miếng nào mang số năm hay sáu</translation>
        </message>
        <message>
            <source>{hand}, and the {doubles} (doubles high: a double is the highest of its suit)</source>
            <extracomment>{hand}: "1 tile with a five or six"; {doubles}: "0-0", "1-1 and 0-0" (a Nello played with doubles high).</extracomment>
            <translation>{hand}, và {doubles} (đôi cao: miếng đôi là miếng lớn nhất trong chất của nó)</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Chắc chắn hạ được bài với {contract}: khi mở bài, bạn ăn mọi nước dù người khác cầm gì.</translation>
        </message>
        <message>
            <source>A sure laydown in {contract}: leading, you take every trick whatever the others hold, so bid it as high as the rules allow.</source>
            <extracomment>{contract} is a trump ("doubles"): the hand takes every trick whatever the others hold.</extracomment>
            <translation>Chắc chắn hạ được bài với {contract}: khi mở bài, bạn ăn mọi nước dù người khác cầm gì, nên hãy thầu cao nhất luật cho phép.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) within one pip of seven</source>
            <translation>
                <numerusform>%n miếng chênh lệch với bảy không quá một chấm</numerusform>
            </translation>
        </message>
        <message>
            <source>Your partner holds the bid; in {contract}, {hand}.</source>
            <extracomment>{contract} is a trump ("sixes"); {hand} describes the hand in it: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Đồng đội của bạn đang thầu cao nhất; ({contract}) {hand}.</translation>
        </message>
        <message>
            <source>Pass: in {contract}, {hand}: not enough to bid.</source>
            <translation>Bỏ qua: ({contract}) {hand}: không đủ để thầu.</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to shoot the moon in {contract}.</source>
            <extracomment>{hand} describes the hand; {contract} a trump ("sixes"); Moon's bid of 21, to take every trick.</extracomment>
            <translation>{hand}: khoảng {percent}% đạt thầu bắn mặt trăng ({contract}).</translation>
        </message>
        <message>
            <source>{hand}: about {percent}% to make {bid} in {contract}.</source>
            <extracomment>{hand} describes the hand; {bid} is a bid ("30", "2 marks", in Moon "5 tricks"); {contract} a trump ("sixes").</extracomment>
            <translation>{hand}: khoảng {percent}% đạt thầu {bid} ({contract}).</translation>
        </message>
        <message>
            <source>First look: {hand}. The recommendation follows from the simulation.</source>
            <extracomment>{hand} describes the hand: "4 trumps with the 6-6 and 2 other doubles".</extracomment>
            <translation>Nhìn qua: {hand}. Đề xuất sẽ có sau khi mô phỏng.</translation>
        </message>
        <message>
            <source>The {tile} may be as good: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the next best tile; the hint's chances and points come from sampled deals of the hidden tiles.</extracomment>
            <translation>{tile} có thể cũng tốt ngang vậy: số ván chia thử của gợi ý quá ít để phân biệt hai miếng.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance trump was named with is higher than the lead's.</extracomment>
            <translation>{reason} Lúc chọn chủ, {contract} được cho khoảng {percent}% cho mức thầu {bid}, với nước mở tốt nhất cho từng ván, trên những ván chia thử khác. Xác suất ở đây là cho một nước mở, trên những ván chia thử bây giờ.</translation>
        </message>
        <message>
            <source>{reason} When trump was named, {contract} was given about {percent}% for the bid of {bid}, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At a Moon bidder's opening lead: why the chance differs from the one the trump hint showed.</extracomment>
            <translation>{reason} Lúc chọn chủ, {contract} được cho khoảng {percent}% cho mức thầu {bid}, cố ý thấp hơn: bạn chơi mà không thấy bài người khác. Xác suất ở đây là như thể mọi tay bài đều lật ra.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, with the best lead for each deal, on other sampled deals. The chances here are for one lead, on the deals drawn now.</source>
            <extracomment>At the bidder's opening lead: why the chance the bid and trump hints showed is higher than the lead's.</extracomment>
            <translation>{reason} Lúc thầu, {bid} ({contract}) được cho khoảng {percent}%, với nước mở tốt nhất cho từng ván, trên những ván chia thử khác. Xác suất ở đây là cho một nước mở, trên những ván chia thử bây giờ.</translation>
        </message>
        <message>
            <source>{reason} At the bid, {bid} in {contract} was given about {percent}%, less on purpose: you play without seeing the other hands. The chances here are as if every hand were seen.</source>
            <extracomment>At the bidder's opening lead: why the chance differs from the one the bid and trump hints showed.</extracomment>
            <translation>{reason} Lúc thầu, {bid} ({contract}) được cho khoảng {percent}%, cố ý thấp hơn: bạn chơi mà không thấy bài người khác. Xác suất ở đây là như thể mọi tay bài đều lật ra.</translation>
        </message>
        <message>
            <source>Play {tile}: {chance}.</source>
            <extracomment>{chance} is "about 72% to make the contract".</extracomment>
            <translation>Đánh {tile}: {chance}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}.</source>
            <extracomment>{reason} is why, e.g. "the 5-5 is a walker: no one can beat it in fives now".</extracomment>
            <translation>Đánh {tile}: {reason}.</translation>
        </message>
        <message>
            <source>Play {tile}: {reason}. {chance}</source>
            <extracomment>{reason} is why; {chance} a sentence of its own: "About 72% to make the contract."</extracomment>
            <translation>Đánh {tile}: {reason}. {chance}</translation>
        </message>
        <message>
            <source>Lay away the {tile}: with {contract} trump the hand left makes your bid of {bid} about {percent}% of the time and takes {tricks} tricks on average, worth {worth} game points against the others' average ({bid_worth} for the bid, as the bid hint counts it, less {others} for the tricks left to the others), the most of your tiles.</source>
            <extracomment>{tile} is a tile ("6-4"); {bid} the bid ("5 tricks", "21 (the moon)"); {contract} a trump ("fours"); {worth} and {bid_worth} signed game points; {others} the points (unsigned) the other two score by their tricks.</extracomment>
            <translation>Úp bỏ {tile}: với {contract} làm chủ, phần bài còn lại đạt giá thầu {bid} khoảng {percent}% số lần và lấy trung bình {tricks} nước, đáng {worth} điểm ván so với mức trung bình của những người kia ({bid_worth} cho giá thầu, như gợi ý giá thầu tính, trừ {others} cho các nước để lại cho những người kia), cao nhất trong các miếng của bạn.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; of these the hand misses the {tile} least by a quick count of its tricks.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {tile} the recommended one. The quick count is a rough count of the tricks the hand takes without each tile (its trumps and doubles).</extracomment>
            <translation>{reason} Úp bỏ {others} cũng đáng như vậy; trong số đó, theo cách đếm nhanh số nước, phần bài ít cần {tile} nhất.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {alike} alike, and they have as many pips: any of them would do.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {alike} the recommended tile and those of {others} alike to it by the quick count of tricks and by their pips (the rules that pick one of equals): "6-1 and 5-2".</extracomment>
            <translation>{reason} Úp bỏ {others} cũng đáng như vậy; theo cách đếm nhanh số nước của phần bài, thiếu {alike} đều như nhau, và chúng có số chấm bằng nhau: miếng nào cũng được.</translation>
        </message>
        <message>
            <source>{reason} Laying away the {others} is worth as much; by a quick count of the hand's tricks it misses the {tile} as little as the {ties}, and the {tile} has fewer pips.</source>
            <extracomment>{others} lists tiles ("6-1, 5-2"); {ties} those of them the quick count of tricks values as the recommended {tile}, which has fewer pips than each (the rule that picks one of equals).</extracomment>
            <translation>{reason} Úp bỏ {others} cũng đáng như vậy; theo cách đếm nhanh số nước của phần bài, thiếu {tile} cũng ít như thiếu {ties}, và {tile} có ít chấm hơn.</translation>
        </message>
        <message>
            <source>{reason} Next best, the {tile}: {percent}% with {contract} trump and {tricks} tricks, worth {worth}.</source>
            <extracomment>The next best tile to lay away: {tile}, its trump {contract}, its chance, tricks and worth.</extracomment>
            <translation>{reason} Tốt thứ nhì là {tile}: {percent}% với {contract} làm chủ và {tricks} nước, đáng {worth}.</translation>
        </message>
    </context>
    <context>
        <name>lessons</name>
        <message>
            <source>Tiles, suits and trumps</source>
            <translation>Miếng, chất và chủ bài</translation>
        </message>
        <message>
            <source>The 28 tiles, the seven suits, following suit and the count.</source>
            <translation>28 miếng, bảy chất, theo chất và điểm đếm.</translation>
        </message>
        <message>
            <source>Everyone bids once. SHAKE on your plate means you shook (dealt) the tiles this hand, so you bid last. West bid 30: his side promises to take at least 30 of the 42 points (the 1 mark and 2 marks bids promise all 42: lesson 6). Your partner and East passed. Your hand has no long suit (many tiles of one suit, to make trumps), so pass.</source>
            <translation>Mỗi người đặt thầu một lần. XÁO trên bảng tên của bạn nghĩa là bạn đã xáo (chia) bài vòng này, nên bạn thầu cuối cùng. Tây thầu 30: bên Tây hứa lấy ít nhất 30 trong 42 điểm (thầu 1 dấu và 2 dấu là hứa lấy cả 42: bài 6). Đồng đội của bạn và Đông đã bỏ qua. Bài của bạn không có chất nào dài (nhiều miếng cùng chất, để làm chủ bài), nên hãy bỏ qua.</translation>
        </message>
        <message>
            <source>In this lesson you pass: press Pass in the bid panel.</source>
            <translation>Trong bài học này bạn bỏ qua: hãy bấm Bỏ qua trong bảng thầu.</translation>
        </message>
        <message>
            <source>West named fours. Every tile with a four is now a trump and belongs to the trump suit only: your 5-4 and 4-1 are trumps, not a five and an ace.</source>
            <translation>Tây gọi chất bốn. Giờ mọi miếng có số bốn đều là miếng chủ và chỉ thuộc chất chủ: 5-4 và 4-1 của bạn là miếng chủ, không phải miếng năm hay miếng một.</translation>
        </message>
        <message>
            <source>The 4-1 is a count tile, worth 5 points, and West's 4-4 wins this trick: you would hand them 5 points. Play the 5-4.</source>
            <translation>Miếng 4-1 là miếng đếm, đáng 5 điểm, mà 4-4 của Tây sẽ ăn nước này: bạn sẽ biếu họ 5 điểm. Hãy đánh 5-4.</translation>
        </message>
        <message>
            <source>That is the count: five tiles carry points. The 5-5 and 6-4 are worth 10 each, the 5-0, 4-1 and 3-2 are worth 5 each. With 1 point for each of the seven tricks that makes 42, the game's name. Lesson complete!</source>
            <translation>Đó là điểm đếm: năm miếng mang điểm. 5-5 và 6-4 mỗi miếng đáng 10, 5-0, 4-1 và 3-2 mỗi miếng đáng 5. Cộng 1 điểm cho mỗi nước trong bảy nước là thành 42, tên của trò chơi. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Winning the count</source>
            <translation>Ăn điểm đếm</translation>
        </message>
        <message>
            <source>Catch count on the tricks your side wins, and watch the hand's points add up on the board.</source>
            <translation>Gom điểm đếm vào các nước bên bạn ăn, và theo dõi điểm của vòng này cộng dần trên bảng.</translation>
        </message>
        <message>
            <source>Your partner bid 30: your side promises to take at least 30 of the 42 points. East passed. Let your partner play this hand: pass.</source>
            <translation>Đồng đội của bạn thầu 30: bên bạn hứa lấy ít nhất 30 trong 42 điểm. Đông đã bỏ qua. Hãy để đồng đội chơi vòng này: bỏ qua.</translation>
        </message>
        <message>
            <source>In this lesson your partner plays the hand: press Pass in the bid panel.</source>
            <translation>Trong bài học này đồng đội của bạn chơi vòng: hãy bấm Bỏ qua trong bảng thầu.</translation>
        </message>
        <message>
            <source>Your partner named sixes and led the 6-6, the highest trump: it wins this trick whatever anyone plays. Everyone must follow trumps, and your only six is the 6-2. Play it.</source>
            <translation>Đồng đội của bạn gọi chất sáu và mở 6-6, miếng chủ lớn nhất: nó ăn nước này dù ai đánh gì. Mọi người phải theo chủ bài, và miếng sáu duy nhất của bạn là 6-2. Hãy đánh nó.</translation>
        </message>
        <message>
            <source>Sixes were led and you hold a six: you must follow with the 6-2.</source>
            <translation>Chất sáu được mở và bạn có một miếng sáu: bạn phải theo bằng 6-2.</translation>
        </message>
        <message>
            <source>West had to follow trumps too, and his only six was the 6-4. Your partner's 6-6 caught it: 10 points of count plus 1 for the trick. Look at This hand on the board at the top right: Us 11.</source>
            <translation>Tây cũng phải theo chủ bài, và miếng sáu duy nhất của Tây là 6-4. Miếng 6-6 của đồng đội bạn đã bắt được nó: 10 điểm đếm cộng 1 điểm của nước. Hãy nhìn mục Vòng này trên bảng ở góc trên bên phải: Ta 11.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-5. With the 6-6 gone it is the highest trump, so this trick is sure to be your side's. You have no sixes left, so you may play any tile. Give your partner the 4-1: its 5 points are safe on a trick your side wins.</source>
            <translation>Đồng đội của bạn mở 6-5. Khi 6-6 đã ra, nó là miếng chủ lớn nhất, nên nước này chắc chắn về bên bạn. Bạn không còn miếng sáu nào, nên có thể đánh bất kỳ miếng nào. Hãy cho đồng đội miếng 4-1: 5 điểm của nó an toàn trong một nước bên bạn ăn.</translation>
        </message>
        <message>
            <source>This trick is sure to be your side's, so put count on it: play the 4-1, worth 5. Keep the 5-5, the highest five, to win a trick of its own.</source>
            <translation>Nước này chắc chắn về bên bạn, nên hãy bỏ điểm đếm vào: đánh 4-1, đáng 5 điểm. Giữ lại 5-5, miếng năm lớn nhất, để nó tự ăn một nước.</translation>
        </message>
        <message>
            <source>Your partner led the 5-1, so fives are led, and East's 5-4 beats your 5-2. But your 5-5 is the highest five. East and West had no sixes on the last trump lead, so they have no trumps left: nobody can beat the 5-5. Play it.</source>
            <translation>Đồng đội của bạn mở 5-1, tức là mở chất năm, và 5-4 của Đông lớn hơn 5-2 của bạn. Nhưng 5-5 của bạn là miếng năm lớn nhất. Ở lần mở chủ bài trước, Đông và Tây không có miếng sáu, nên họ không còn miếng chủ: không ai thắng được 5-5. Hãy đánh nó.</translation>
        </message>
        <message>
            <source>East's 5-4 beats your 5-2. Play the 5-5: the highest five wins this trick and keeps its 10 points for your side.</source>
            <translation>5-4 của Đông lớn hơn 5-2 của bạn. Hãy đánh 5-5: miếng năm lớn nhất ăn nước này và giữ 10 điểm của nó cho bên bạn.</translation>
        </message>
        <message>
            <source>Following suit and trumping</source>
            <translation>Theo chất và chặt</translation>
        </message>
        <message>
            <source>Trump a suit you cannot follow to win the trick; throw off a low tile when a trump cannot win.</source>
            <translation>Chặt chất bạn không theo được để ăn nước; đánh bỏ một miếng nhỏ khi miếng chủ không thể thắng.</translation>
        </message>
        <message>
            <source>This lesson is about following suit. You must play a tile of the suit that was led if you can. When you cannot, you may play any tile: a trump, which beats every tile of the other suits, or any other tile. East bids first this hand.</source>
            <translation>Bài học này nói về theo chất. Nếu có, bạn phải đánh một miếng thuộc chất được mở. Khi không có, bạn được đánh bất kỳ miếng nào: một miếng chủ, thắng mọi miếng của các chất khác, hoặc một miếng bất kỳ. Vòng này Đông đặt thầu trước.</translation>
        </message>
        <message>
            <source>East passed. Your tiles are low, and your only double is the 1-1: pass.</source>
            <translation>Đông đã bỏ qua. Các miếng của bạn nhỏ, và miếng đôi duy nhất là 1-1: hãy bỏ qua.</translation>
        </message>
        <message>
            <source>You won the trick, so you lead the next one. Lead the 1-1: it is the highest ace, and only a trump can beat it.</source>
            <translation>Bạn đã ăn nước, nên bạn mở nước tiếp theo. Hãy mở 1-1: đó là miếng một lớn nhất, và chỉ miếng chủ mới thắng được nó.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 1-1. Keep your last trump, the 4-2, for later, and do not lead the 3-2: it is worth 5 points.</source>
            <translation>Trong bài học này, hãy mở 1-1. Giữ miếng chủ cuối cùng, 4-2, cho về sau, và đừng mở 3-2: nó đáng 5 điểm.</translation>
        </message>
        <message>
            <source>West had no aces, so he trumped your 1-1 with the 4-3 and won. Anyone who cannot follow suit may trump. West leads again.</source>
            <translation>Tây không có miếng một, nên đã chặt 1-1 của bạn bằng 4-3 và ăn nước. Ai không theo được chất đều có thể chặt. Tây lại mở.</translation>
        </message>
        <message>
            <source>West led the 5-2, and East, with no fives, trumped with the 6-4. You have no fives either. You may trump, but your 4-2 is lower than the 6-4 and would be wasted. You never have to trump: throw off a low tile worth nothing, the 2-0. Never the 3-2 here: it is worth 5 points.</source>
            <translation>Tây mở 5-2, và Đông, không có miếng năm, đã chặt bằng 6-4. Bạn cũng không có miếng năm. Bạn có thể chặt, nhưng 4-2 của bạn nhỏ hơn 6-4 nên sẽ phí. Bạn không bao giờ bắt buộc phải chặt: hãy đánh bỏ một miếng nhỏ không có điểm, 2-0. Tuyệt đối không đánh 3-2 ở đây: nó đáng 5 điểm.</translation>
        </message>
        <message>
            <source>East's 6-4 beats your 4-2, so trumping only wastes it, and the 3-2 would hand them 5 more points. Throw off the 2-0, your lowest tile.</source>
            <translation>6-4 của Đông lớn hơn 4-2 của bạn, nên chặt chỉ phí miếng chủ, còn 3-2 sẽ biếu họ thêm 5 điểm. Hãy đánh bỏ 2-0, miếng nhỏ nhất của bạn.</translation>
        </message>
        <message>
            <source>The 3-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>3-1 cũng không có điểm, nên nó cũng không cho đi gì cả. Trong bài học này, hãy đánh bỏ 2-0, miếng nhỏ nhất của bạn.</translation>
        </message>
        <message>
            <source>The 2-1 is worth nothing either, so it would give away nothing too. In this lesson, throw off the 2-0, your lowest tile.</source>
            <translation>2-1 cũng không có điểm, nên nó cũng không cho đi gì cả. Trong bài học này, hãy đánh bỏ 2-0, miếng nhỏ nhất của bạn.</translation>
        </message>
        <message>
            <source>East's 6-4 took the trick, but you gave away nothing. Follow suit when you can. When you cannot, trump to win the trick, or throw off a low tile when a trump cannot win. Lesson complete!</source>
            <translation>6-4 của Đông đã ăn nước, nhưng bạn không mất gì. Hãy theo chất khi có thể. Khi không theo được, hãy chặt để ăn nước, hoặc đánh bỏ một miếng nhỏ khi miếng chủ không thể thắng. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Doubles as trump, and follow-me</source>
            <translation>Đôi làm chủ, và không chủ</translation>
        </message>
        <message>
            <source>When doubles are trump, a double led leads doubles and the 6-6 is highest; follow-me has no trump at all.</source>
            <translation>Khi đôi làm chủ, mở một miếng đôi là mở chất đôi và 6-6 là lớn nhất; không chủ thì hoàn toàn không có chủ bài.</translation>
        </message>
        <message>
            <source>Trump does not have to be a number suit. The bidder may name doubles as trump, or play follow-me, with no trump at all. This hand your partner names doubles. West bids first.</source>
            <translation>Chủ bài không nhất thiết là một chất số. Người thắng thầu có thể gọi đôi làm chủ, hoặc chơi không chủ, hoàn toàn không có chủ bài. Vòng này đồng đội của bạn gọi đôi. Tây đặt thầu trước.</translation>
        </message>
        <message>
            <source>Your partner named doubles. The seven doubles are now the trump suit, from the 6-6, the highest, down to the 0-0. No other tile is a trump: your 6-4 is just a six and a four.</source>
            <translation>Đồng đội của bạn gọi đôi. Bảy miếng đôi giờ là chất chủ, từ 6-6 lớn nhất xuống đến 0-0. Không miếng nào khác là miếng chủ: 6-4 của bạn chỉ là một miếng sáu và một miếng bốn.</translation>
        </message>
        <message>
            <source>Your partner led the 6-6. A double led leads doubles, the trump suit, not sixes. You must play a double if you have one, and your only double is the 1-1: play it. Your 6-4 and 6-1 are sixes, so they do not follow.</source>
            <translation>Đồng đội của bạn mở 6-6. Mở một miếng đôi là mở chất đôi, tức chất chủ, không phải chất sáu. Nếu có miếng đôi bạn phải đánh nó, và miếng đôi duy nhất của bạn là 1-1: hãy đánh nó. 6-4 và 6-1 của bạn là miếng sáu, nên không theo được.</translation>
        </message>
        <message>
            <source>A double led leads doubles, not sixes. You hold a double, the 1-1, so you must play it.</source>
            <translation>Mở một miếng đôi là mở chất đôi, không phải chất sáu. Bạn có một miếng đôi, 1-1, nên phải đánh nó.</translation>
        </message>
        <message>
            <source>The 6-6, 2-2, 1-1 and 0-0 are gone, so your partner's 5-5 is now the highest trump: it wins this trick. You have no doubles left, so you may play any tile. Put your 6-4 on it: 10 more points for your side.</source>
            <translation>6-6, 2-2, 1-1 và 0-0 đã ra, nên 5-5 của đồng đội bạn giờ là miếng chủ lớn nhất: nó ăn nước này. Bạn không còn miếng đôi nào, nên được đánh bất kỳ miếng nào. Hãy bỏ 6-4 vào: thêm 10 điểm cho bên bạn.</translation>
        </message>
        <message>
            <source>The 5-5 is the highest trump left and wins this trick, so give it count: your 6-4 is worth 10 points.</source>
            <translation>5-5 là miếng chủ lớn nhất còn lại và ăn nước này, nên hãy bỏ điểm đếm vào: 6-4 của bạn đáng 10 điểm.</translation>
        </message>
        <message>
            <source>Bidding and pulling trumps</source>
            <translation>Đặt thầu và rút chủ bài</translation>
        </message>
        <message>
            <source>Bid on a long suit with its double, name it as trump and lead trumps first.</source>
            <translation>Đặt thầu khi có một chất dài kèm miếng đôi của nó, gọi chất đó làm chủ và mở chủ bài trước.</translation>
        </message>
        <message>
            <source>A hand to bid on has a long suit with its double: those tiles win tricks as trumps. Look at yours: five sixes with the 6-6, and the 5-5. Your partner bids first this hand.</source>
            <translation>Bài đáng để thầu có một chất dài kèm miếng đôi của nó: làm chủ bài, những miếng đó sẽ ăn nước. Hãy xem bài của bạn: năm miếng sáu có cả 6-6, và 5-5. Vòng này đồng đội của bạn đặt thầu trước.</translation>
        </message>
        <message>
            <source>Your partner passed and East bid 30. To win the bid you must bid more than the high bid. Your five sixes, with the double, should win most of the tricks: bid 31, one more than East.</source>
            <translation>Đồng đội của bạn bỏ qua và Đông thầu 30. Muốn thắng thầu, bạn phải thầu cao hơn giá thầu cao nhất. Năm miếng sáu của bạn, có cả miếng đôi, sẽ ăn được hầu hết các nước: hãy thầu 31, hơn Đông một.</translation>
        </message>
        <message>
            <source>West passed, so you won the bid at 31: your side must take at least 31 points. Now name trump: sixes, your long suit.</source>
            <translation>Tây bỏ qua, nên bạn thắng thầu với 31: bên bạn phải lấy ít nhất 31 điểm. Giờ hãy gọi chủ bài: chất sáu, chất dài của bạn.</translation>
        </message>
        <message>
            <source>Name sixes: you hold five of the seven sixes, with the 6-6 on top. No other choice gives you nearly as many trumps.</source>
            <translation>Hãy gọi chất sáu: bạn có năm trong bảy miếng sáu, với 6-6 đứng đầu. Không lựa chọn nào khác cho bạn nhiều miếng chủ gần bằng thế.</translation>
        </message>
        <message>
            <source>The bid winner leads. Pull trumps first: lead the 6-6, the highest trump. It cannot lose, and every trump it draws is one your opponents cannot use later to trump your 5-5.</source>
            <translation>Người thắng thầu mở. Hãy rút chủ bài trước: mở 6-6, miếng chủ lớn nhất. Nó không thể thua, và mỗi miếng chủ nó kéo ra là một miếng đối thủ không thể dùng về sau để chặt 5-5 của bạn.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and cannot lose, and it pulls trumps out of your opponents' hands.</source>
            <translation>Hãy mở 6-6: đó là miếng chủ lớn nhất, không thể thua, và nó rút chủ bài khỏi tay đối thủ.</translation>
        </message>
        <message>
            <source>West followed with the 6-0, and your partner, with no sixes, gave you the 5-0 for 5 points. Count the sixes: two are played and you hold four, so one is missing, the 6-3. Your partner and East have no sixes, so West has it. Lead the 6-5, now the highest trump.</source>
            <translation>Tây theo bằng 6-0, còn đồng đội của bạn, không có miếng sáu, đã cho bạn 5-0 được 5 điểm. Hãy đếm các miếng sáu: hai miếng đã ra và bạn có bốn, nên còn thiếu một, là 6-3. Đồng đội của bạn và Đông không có miếng sáu, nên Tây đang giữ nó. Hãy mở 6-5, giờ là miếng chủ lớn nhất.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: lead the 6-5, the highest trump left. West still holds a six and could trump your 5-5.</source>
            <translation>Tiếp tục rút chủ bài: mở 6-5, miếng chủ lớn nhất còn lại. Tây vẫn còn một miếng sáu và có thể chặt 5-5 của bạn.</translation>
        </message>
        <message>
            <source>The 6-4 would beat West's 6-3 too. In this lesson, pull trumps from the top: lead the 6-5, the highest trump left.</source>
            <translation>6-4 cũng thắng được 6-3 của Tây. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 6-5, miếng chủ lớn nhất còn lại.</translation>
        </message>
        <message>
            <source>West's 6-3 fell. All seven sixes are accounted for: four played, three in your hand. Nobody else has a trump, so your 5-5, the highest five, cannot lose. Lead it.</source>
            <translation>6-3 của Tây đã ra. Đã biết hết bảy miếng sáu: bốn miếng đã đánh, ba miếng trên tay bạn. Không ai khác còn miếng chủ, nên 5-5 của bạn, miếng năm lớn nhất, không thể thua. Hãy mở nó.</translation>
        </message>
        <message>
            <source>Lead the 5-5: with the trumps pulled it is sure to win, and its 10 points stay with your side.</source>
            <translation>Hãy mở 5-5: khi chủ bài đã bị rút hết, nó chắc chắn ăn, và 10 điểm của nó ở lại với bên bạn.</translation>
        </message>
        <message>
            <source>Your 5-5 won 11 points: Us 18 so far, and your last three trumps are still to come. That is how to play a bid: name your long suit, pull trumps, then cash your other winners. Lesson complete!</source>
            <translation>5-5 của bạn ăn được 11 điểm: đến giờ Ta 18, và ba miếng chủ cuối của bạn vẫn còn đó. Chơi một giá thầu là như vậy: gọi chất dài của bạn, rút chủ bài, rồi thu các miếng chắc ăn khác. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Mark bids: 84</source>
            <translation>Thầu dấu: 84</translation>
        </message>
        <message>
            <source>Bid 84 for 2 marks on a hand that takes every trick; won tricks are stacked face down.</source>
            <translation>Thầu 84 được 2 dấu với bài ăn được mọi nước; các nước đã ăn được úp xuống xếp chồng.</translation>
        </message>
        <message>
            <source>You bid first, and what a hand: the five highest sixes, from the 6-6 to the 6-2, with the 5-5 and the 4-4. It can take every trick. A mark bid promises all 42 points, that is all seven tricks: 42 is worth 1 mark and 84 is worth 2. Bid 84 (2 marks).</source>
            <translation>Bạn đặt thầu trước, và bài thật tuyệt: năm miếng sáu lớn nhất, từ 6-6 đến 6-2, cùng 5-5 và 4-4. Bài này có thể ăn mọi nước. Thầu dấu là hứa lấy đủ 42 điểm, tức là cả bảy nước: 42 được 1 dấu và 84 được 2 dấu. Hãy thầu 84 (2 dấu).</translation>
        </message>
        <message>
            <source>This hand can take every trick, so bid 84 for 2 marks. A point bid or 42 wins only 1 mark.</source>
            <translation>Bài này ăn được mọi nước, nên hãy thầu 84 để được 2 dấu. Thầu điểm hay thầu 42 chỉ được 1 dấu.</translation>
        </message>
        <message>
            <source>Everyone passed: you play for 2 marks. Lose a single trick and you are set, and your opponents score the 2 marks. Name sixes.</source>
            <translation>Mọi người đều bỏ qua: bạn chơi để lấy 2 dấu. Thua chỉ một nước là bạn bị hụt thầu, và đối thủ được 2 dấu đó. Hãy gọi chất sáu.</translation>
        </message>
        <message>
            <source>Name sixes: your five sixes are the five highest trumps.</source>
            <translation>Hãy gọi chất sáu: năm miếng sáu của bạn là năm miếng chủ lớn nhất.</translation>
        </message>
        <message>
            <source>Pull trumps first: lead the 6-6. Two sixes are out against you, the 6-1 and the 6-0.</source>
            <translation>Hãy rút chủ bài trước: mở 6-6. Có hai miếng sáu nằm ở tay người khác, 6-1 và 6-0.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 5-5 first, a player with no fives could trump it and set you.</source>
            <translation>Hãy mở 6-6, miếng chủ lớn nhất. Nếu bạn mở 5-5 trước, một người không có miếng năm có thể chặt nó và làm bạn hụt thầu.</translation>
        </message>
        <message>
            <source>The 6-5 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>6-5 cũng ăn được nước này: 6-1 và 6-0 nhỏ hơn. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 6-6.</translation>
        </message>
        <message>
            <source>The 6-4 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>6-4 cũng ăn được nước này: 6-1 và 6-0 nhỏ hơn. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 6-6.</translation>
        </message>
        <message>
            <source>The 6-3 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>6-3 cũng ăn được nước này: 6-1 và 6-0 nhỏ hơn. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 6-6.</translation>
        </message>
        <message>
            <source>The 6-2 would win this trick too: the 6-1 and the 6-0 are lower. In this lesson, pull trumps from the top: lead the 6-6.</source>
            <translation>6-2 cũng ăn được nước này: 6-1 và 6-0 nhỏ hơn. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 6-6.</translation>
        </message>
        <message>
            <source>Lead the 6-6, the highest trump. If you lead the 4-4 first, a player with no fours could trump it and set you.</source>
            <translation>Hãy mở 6-6, miếng chủ lớn nhất. Nếu bạn mở 4-4 trước, một người không có miếng bốn có thể chặt nó và làm bạn hụt thầu.</translation>
        </message>
        <message>
            <source>West and East followed with the 6-1 and the 6-0, so nobody else has a trump. On a bid of 84 or more, won tricks are stacked face down (a house rule): you cannot look back at them, so remember what was played. Now your 5-5 cannot be trumped: lead it.</source>
            <translation>Tây và Đông theo bằng 6-1 và 6-0, nên không ai khác còn miếng chủ. Khi thầu từ 84 trở lên, các nước đã ăn được úp xuống xếp chồng (một luật riêng): bạn không xem lại được, nên hãy nhớ những miếng đã đánh. Giờ 5-5 của bạn không thể bị chặt: hãy mở nó.</translation>
        </message>
        <message>
            <source>In this lesson, lead the 5-5: with the trumps out it is sure to win. Your trumps win whenever you lead them, so cash the other winners first.</source>
            <translation>Trong bài học này, hãy mở 5-5: khi chủ bài đã ra hết, nó chắc chắn ăn. Miếng chủ của bạn mở lúc nào cũng ăn, nên hãy thu các miếng chắc ăn khác trước.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0 to your 5-5. Lead the 4-4 next: it is the highest four, and nobody can trump it.</source>
            <translation>Đồng đội của bạn bỏ thêm 5-0 vào 5-5 của bạn. Tiếp theo hãy mở 4-4: đó là miếng bốn lớn nhất, và không ai chặt được nó.</translation>
        </message>
        <message>
            <source>Lead the 4-4: it is the highest four and nobody can trump it. Keep your trumps for last.</source>
            <translation>Hãy mở 4-4: đó là miếng bốn lớn nhất và không ai chặt được. Giữ miếng chủ của bạn đến cuối.</translation>
        </message>
        <message>
            <source>Your last four tiles are trumps, and nobody else holds one: the rest of the tricks are yours, whatever anyone plays. When every tile you hold is sure to win, you need not play the tricks out: lay your hand down and they are yours. Press Lay down (D).</source>
            <translation>Bốn miếng cuối của bạn đều là chủ bài, và không ai khác còn miếng chủ nào: các nước còn lại là của bạn, dù ai đánh gì. Khi mọi miếng bạn cầm đều chắc chắn ăn, bạn không cần đánh hết các nước: hãy hạ bài và các nước đó là của bạn. Bấm Hạ bài (D).</translation>
        </message>
        <message>
            <source>Lay your hand down: press Lay down (D). Your trumps would win the last four tricks anyway; laying down shows the table that they must.</source>
            <translation>Hãy hạ bài: bấm Hạ bài (D). Chủ bài của bạn dù sao cũng ăn bốn nước cuối; hạ bài cho cả bàn thấy điều đó là chắc chắn.</translation>
        </message>
        <message>
            <source>The shaker and the forced bid</source>
            <translation>Người xáo và thầu bắt buộc</translation>
        </message>
        <message>
            <source>The shaker bids last and the shake passes to the left; if everyone else passes, the shaker must bid 30.</source>
            <translation>Người xáo đặt thầu sau cùng và quyền xáo chuyển sang bên trái; nếu mọi người khác đều bỏ qua, người xáo phải thầu 30.</translation>
        </message>
        <message>
            <source>This hand you are the shaker: you shook the tiles, and you bid last. The bidding starts on your left, with West. After every hand the shake passes to the left, so West shakes the next one.</source>
            <translation>Vòng này bạn là người xáo: bạn đã xáo các miếng, và bạn đặt thầu sau cùng. Lượt đấu thầu bắt đầu từ bên trái bạn, với Tây. Sau mỗi vòng, quyền xáo chuyển sang bên trái, nên Tây xáo vòng tiếp theo.</translation>
        </message>
        <message>
            <source>West, your partner and East all passed. Under the default house rule the last player must bid: you may not pass, and you bid the minimum, 30. (With the other house rule the tiles would be shaken again.) Bid 30.</source>
            <translation>Tây, đồng đội của bạn và Đông đều bỏ qua. Theo luật riêng mặc định, người cuối cùng phải thầu: bạn không được bỏ qua, và bạn thầu mức thấp nhất, 30. (Với luật riêng kia, các miếng sẽ được xáo lại.) Hãy thầu 30.</translation>
        </message>
        <message>
            <source>Everyone else passed, so you must bid: press 30 in the bid panel.</source>
            <translation>Mọi người khác đều bỏ qua, nên bạn phải thầu: hãy bấm 30 trong bảng thầu.</translation>
        </message>
        <message>
            <source>A forced bid is played like any other: your side needs 30 points. Name your best suit. Your three fives, topped by the 5-5, are the best you have: name fives.</source>
            <translation>Thầu bắt buộc được chơi như mọi thầu khác: bên bạn cần 30 điểm. Hãy gọi chất tốt nhất của bạn. Ba miếng năm, đứng đầu là 5-5, là tốt nhất bạn có: hãy gọi chất năm.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 5-3 and 5-1 give you three trumps with the double on top.</source>
            <translation>Hãy gọi chất năm: 5-5, 5-3 và 5-1 cho bạn ba miếng chủ, với miếng đôi đứng đầu.</translation>
        </message>
        <message>
            <source>Lead the 5-5, the highest trump: it cannot lose, and it pulls trumps from your opponents.</source>
            <translation>Hãy mở 5-5, miếng chủ lớn nhất: nó không thể thua, và nó rút chủ bài khỏi tay đối thủ.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest trump and sure to win. A lower trump could lose the trick.</source>
            <translation>Hãy mở 5-5: đó là miếng chủ lớn nhất và chắc chắn ăn. Một miếng chủ nhỏ hơn có thể thua nước.</translation>
        </message>
        <message>
            <source>Your partner added the 5-0, so your 5-5 won 16 points: a good start on a forced bid. Next hand West shakes and your partner bids first. Lesson complete!</source>
            <translation>Đồng đội của bạn bỏ thêm 5-0, nên 5-5 của bạn ăn được 16 điểm: một khởi đầu tốt cho thầu bắt buộc. Vòng sau Tây xáo và đồng đội của bạn đặt thầu trước. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Your first whole hand</source>
            <translation>Vòng chơi trọn vẹn đầu tiên</translation>
        </message>
        <message>
            <source>A whole hand from the bid to the last trick, with hints on.</source>
            <translation>Một vòng trọn vẹn từ lúc đặt thầu đến nước cuối cùng, có bật gợi ý.</translation>
        </message>
        <message>
            <source>The 6-5 cannot lose either: the only higher trump, the 5-5, is yours. In this lesson, pull trumps from the top: lead the 5-5.</source>
            <translation>6-5 cũng không thể thua: miếng chủ duy nhất lớn hơn, 5-5, là của bạn. Trong bài học này, hãy rút chủ bài từ trên xuống: mở 5-5.</translation>
        </message>
        <message>
            <source>The 5-2 would draw West's 5-3 just as well: it is your other low trump. In this lesson, lead the 5-1 and keep the 5-2 for the last trick.</source>
            <translation>5-2 cũng rút được 5-3 của Tây y như vậy: đó là miếng chủ nhỏ còn lại của bạn. Trong bài học này, hãy mở 5-1 và giữ 5-2 cho nước cuối.</translation>
        </message>
        <message>
            <source>Your partner added the 4-1 to your last trick: Us 35, so you made your bid and your side scores 1 mark. In your own games, press H for a hint, L to look back at the tricks played and R to review the last hand. Lesson complete!</source>
            <translation>Đồng đội của bạn bỏ thêm 4-1 vào nước cuối của bạn: Ta 35, vậy là bạn đã đạt thầu và bên bạn được 1 dấu. Trong các ván của riêng bạn, bấm H để xem gợi ý, L để xem lại các nước đã đánh và R để xem lại vòng vừa rồi. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>You won the bid, so you picked up the widow, the spare tile: the 6-3, a fifth six. Now you hold eight tiles and lay one away, face down and out of play: the others never see it, and the table shows it to you at the top. Lay away the 2-1: it will not win a trick.</source>
            <translation>Bạn thắng thầu, nên bạn lấy miếng dư, miếng thừa ra: 6-3, miếng sáu thứ năm. Giờ bạn có tám miếng và phải úp một miếng xuống, bỏ ra khỏi cuộc chơi: người khác không bao giờ thấy nó, còn bàn chơi cho bạn xem nó ở phía trên. Hãy úp bỏ 2-1: nó sẽ không ăn được nước nào.</translation>
        </message>
        <message>
            <source>East bid 30. With four doubles or more you may plunge: a bid of 4 marks (or one mark more than a higher bid). Your partner names trump and leads, and your side must win all seven tricks. Splash is the smaller version: with three doubles, 2 marks. Press Plunge (4).</source>
            <translation>Đông thầu 30. Có từ bốn miếng đôi trở lên, bạn có thể thầu Plunge: giá thầu 4 dấu (hoặc hơn giá thầu cao hơn đó một dấu). Đồng đội của bạn gọi chủ bài và mở, và bên bạn phải ăn cả bảy nước. Splash là phiên bản nhỏ hơn: với ba miếng đôi, 2 dấu. Hãy bấm Plunge (4).</translation>
        </message>
        <message>
            <source>Bid 30: four trumps with the double are enough for the lowest bid. A higher bid is harder to make.</source>
            <translation>Hãy thầu 30: bốn miếng chủ kèm miếng đôi là đủ cho mức thầu thấp nhất. Thầu cao hơn thì khó đạt hơn.</translation>
        </message>
        <message>
            <source>Welcome to the table. Your seven tiles are at the bottom; your partner sits opposite you, West and East against you. There are seven suits: blanks (0), aces (1), deuces (2), treys (3), fours, fives and sixes. A tile belongs to both of its numbers: your 6-0 is a six and a blank. In each suit the double is the highest tile.</source>
            <translation>Chào mừng bạn đến bàn chơi. Bảy miếng của bạn nằm ở phía dưới; đồng đội của bạn ngồi đối diện, còn Tây và Đông là đối thủ. Có bảy chất: trống (0), một (1), hai (2), ba (3), bốn, năm và sáu. Mỗi miếng thuộc về cả hai con số của nó: miếng 6-0 của bạn vừa là miếng sáu vừa là miếng trống. Trong mỗi chất, miếng đôi là miếng lớn nhất.</translation>
        </message>
        <message>
            <source>West won the bidding, so he names trump and leads the first trick. A trick is one tile from each player in turn; the best tile takes them all.</source>
            <translation>Tây thắng thầu, nên Tây gọi chủ bài và mở nước đầu tiên. Một nước là mỗi người lần lượt đánh một miếng; miếng mạnh nhất ăn hết.</translation>
        </message>
        <message>
            <source>West led the 4-4, a trump, so everyone must play a trump if they can. The 4-4 is the highest four, so West wins this trick, and East, his partner, put his 6-4 on it: 10 points for their side. You hold two trumps. The 4-1 is worth 5 points: keep it away from West and play the 5-4.</source>
            <translation>Tây mở 4-4, một miếng chủ, nên ai có miếng chủ đều phải đánh miếng chủ. 4-4 là miếng bốn lớn nhất nên Tây ăn nước này, và Đông, đồng đội của Tây, đã bỏ 6-4 vào: 10 điểm cho bên họ. Bạn có hai miếng chủ. Miếng 4-1 đáng 5 điểm: đừng để nó rơi vào tay Tây, hãy đánh 5-4.</translation>
        </message>
        <message>
            <source>This lesson is about the count. Five tiles are worth points to the side that wins them: the 5-5 and 6-4 are worth 10, the 5-0, 4-1 and 3-2 are worth 5. Every trick adds 1 point. You hold two count tiles, the 5-5 and the 4-1. Your partner bids first this hand.</source>
            <translation>Bài học này nói về điểm đếm. Năm miếng mang điểm cho bên ăn được chúng: 5-5 và 6-4 đáng 10, 5-0, 4-1 và 3-2 đáng 5. Mỗi nước thêm 1 điểm. Bạn có hai miếng đếm, 5-5 và 4-1. Vòng này đồng đội của bạn đặt thầu trước.</translation>
        </message>
        <message>
            <source>West had to follow fives with the 5-0, so your 5-5 caught 16 points. This hand: Us 33, more than the 30 your partner bid. Your side made it, the hand stops here, and you score 1 mark, the stroke on the board (7 marks win the game). Put count on tricks your side will win, and keep it away from the other side. Lesson complete!</source>
            <translation>Tây phải theo chất năm bằng 5-0, nên 5-5 của bạn bắt được 16 điểm. Vòng này: Ta 33, nhiều hơn mức 30 đồng đội bạn đã thầu. Bên bạn đã đạt thầu, vòng dừng ở đây, và bạn được 1 dấu, là nét gạch trên bảng điểm (7 dấu thắng ván). Hãy bỏ điểm đếm vào các nước bên bạn sẽ ăn, và giữ nó tránh xa bên kia. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>West named fours but led his 6-6, a six, not a trump. You have no sixes, so you may play any tile, and a trump beats every six. You play last and can see that nobody else trumped, so your lowest trump wins. Trump with the 4-0, and East's 5-0 is yours too.</source>
            <translation>Tây gọi chất bốn nhưng lại mở 6-6, một miếng sáu, không phải miếng chủ. Bạn không có miếng sáu, nên được đánh bất kỳ miếng nào, và miếng chủ thắng mọi miếng sáu. Bạn đánh cuối và thấy không ai khác chặt, nên miếng chủ nhỏ nhất của bạn cũng thắng. Hãy chặt bằng 4-0, và 5-0 của Đông cũng về tay bạn.</translation>
        </message>
        <message>
            <source>Trump with the 4-0: nobody else trumped, so your lowest trump takes this trick, and East's 5-0 with it, as surely as the 4-2 would, and you keep the higher trump. Without a trump, West's 6-6 would win it.</source>
            <translation>Hãy chặt bằng 4-0: không ai khác chặt, nên miếng chủ nhỏ nhất của bạn ăn nước này, kèm cả 5-0 của Đông, chắc như 4-2, và bạn giữ lại miếng chủ lớn hơn. Nếu không có miếng chủ, 6-6 của Tây sẽ ăn nước này.</translation>
        </message>
        <message>
            <source>West passed, your partner bid 30 and East passed. Your hand is weak: pass and let your partner play.</source>
            <translation>Tây đã bỏ qua, đồng đội của bạn thầu 30 và Đông đã bỏ qua. Bài của bạn yếu: hãy bỏ qua và để đồng đội chơi.</translation>
        </message>
        <message>
            <source>That trick, with the 5-5 and your 6-4, was worth 21 points: Us 22 with the first one. With doubles as trump, the 6-5 is the highest six. In follow-me there are no trumps: the highest tile of the suit led wins, and each double is the top of its own suit. Lesson complete!</source>
            <translation>Nước đó, với 5-5 và 6-4 của bạn, đáng 21 điểm: Ta 22 cùng với nước đầu. Khi đôi làm chủ, 6-5 là miếng sáu lớn nhất. Khi không chủ thì không có miếng chủ nào: miếng lớn nhất của chất được mở sẽ ăn, và mỗi miếng đôi đứng đầu chất của nó. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>In this lesson, bid 31: one more than East's 30 wins the bid. If you pass, East plays; a bid of 1 mark (42) or more promises all seven tricks.</source>
            <translation>Trong bài học này, hãy thầu 31: hơn mức 30 của Đông một là thắng thầu. Nếu bạn bỏ qua, Đông sẽ chơi; thầu từ 1 dấu (42) trở lên là hứa ăn cả bảy nước.</translation>
        </message>
        <message>
            <source>All seven tricks are yours: your side scores 2 marks. This hand was sure from the very first lead, and you could have laid it down then: whenever you can count every trick, laying down saves time. In a game the table offers Lay down as soon as it is so (this lesson waited, to show you the play). Lesson complete!</source>
            <translation>Cả bảy nước là của bạn: bên bạn được 2 dấu. Ván bài này đã chắc thắng ngay từ lần mở đầu tiên, và bạn đã có thể hạ bài từ lúc đó: mỗi khi đếm được mọi nước, hạ bài giúp tiết kiệm thời gian. Khi chơi thật, bàn chơi mời bạn hạ bài ngay khi điều đó đúng (bài học này chờ lại để bạn xem cách đánh). Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Your first whole hand, from the bid to the last trick. You bid first. You hold four fives with the 5-5, and the 6-4: enough for the lowest bid. Bid 30. From naming trump on, Hint (H) shows the computer's view at each of your moves.</source>
            <translation>Vòng chơi trọn vẹn đầu tiên của bạn, từ lúc đặt thầu đến nước cuối cùng. Bạn đặt thầu trước. Bạn có bốn miếng năm kèm 5-5, và 6-4: đủ cho mức thầu thấp nhất. Hãy thầu 30. Từ lúc gọi chủ bài trở đi, Gợi ý (H) cho xem cách nhìn của máy ở mỗi nước đi của bạn.</translation>
        </message>
        <message>
            <source>Hint (H) is off for this bid: the computer would open higher, to leave the others less room to outbid you. It is on from naming trump.</source>
            <translation>Gợi ý (H) tắt cho lần thầu này: máy sẽ mở thầu cao hơn, để những người khác ít chỗ thầu vượt bạn hơn. Nó bật lại từ lúc gọi chủ bài.</translation>
        </message>
        <message>
            <source>Everyone passed: the bid is yours at 30. Name fives, your longest suit: four trumps with the double on top.</source>
            <translation>Mọi người đều bỏ qua: bạn thắng thầu với 30. Hãy gọi chất năm, chất dài nhất của bạn: bốn miếng chủ, với miếng đôi đứng đầu.</translation>
        </message>
        <message>
            <source>Name fives: the 5-5, 6-5, 5-2 and 5-1 are four trumps with the double on top.</source>
            <translation>Hãy gọi chất năm: 5-5, 6-5, 5-2 và 5-1 là bốn miếng chủ, với miếng đôi đứng đầu.</translation>
        </message>
        <message>
            <source>Pull trumps: lead the 5-5, the highest trump.</source>
            <translation>Hãy rút chủ bài: mở 5-5, miếng chủ lớn nhất.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it cannot lose, it draws a trump from anyone who has one, and its 10 points are safe.</source>
            <translation>Hãy mở 5-5: nó không thể thua, nó kéo ra miếng chủ của bất kỳ ai còn có, và 10 điểm của nó được an toàn.</translation>
        </message>
        <message>
            <source>West followed with the 5-4; your partner and East have no trumps. Lead the 6-5, now the highest trump.</source>
            <translation>Tây theo bằng 5-4; đồng đội của bạn và Đông không có miếng chủ. Hãy mở 6-5, giờ là miếng chủ lớn nhất.</translation>
        </message>
        <message>
            <source>Keep pulling trumps: the 6-5 is the highest one left and cannot lose.</source>
            <translation>Tiếp tục rút chủ bài: 6-5 là miếng chủ lớn nhất còn lại và không thể thua.</translation>
        </message>
        <message>
            <source>Count the trumps: four are played and you hold two, so one is missing, the 5-3, and only West can have it. Lead the 5-1 to draw it. You lose a trick with no count in it, but then your 5-2 is the last trump.</source>
            <translation>Hãy đếm miếng chủ: bốn miếng đã ra và bạn có hai, nên còn thiếu một, là 5-3, và chỉ Tây có thể giữ nó. Hãy mở 5-1 để kéo nó ra. Bạn thua một nước không có điểm đếm, nhưng sau đó 5-2 của bạn là miếng chủ cuối cùng.</translation>
        </message>
        <message>
            <source>Lead the 5-1 to pull West's last trump. If you lead the 6-4, West could trump it and win 11 points.</source>
            <translation>Hãy mở 5-1 để rút miếng chủ cuối cùng của Tây. Nếu bạn mở 6-4, Tây có thể chặt nó và ăn 11 điểm.</translation>
        </message>
        <message>
            <source>West won with the 5-3 and led the 4-3. Your partner's 4-4, the highest four, is winning. Your 6-4 is your only four, so you must play it, and its 10 points land on your partner's trick.</source>
            <translation>Tây ăn bằng 5-3 và mở 4-3. Miếng 4-4 của đồng đội bạn, miếng bốn lớn nhất, đang thắng. 6-4 là miếng bốn duy nhất của bạn, nên bạn phải đánh nó, và 10 điểm của nó rơi vào nước của đồng đội bạn.</translation>
        </message>
        <message>
            <source>Fours were led and your 6-4 is a four: you must follow with it.</source>
            <translation>Chất bốn được mở và 6-4 của bạn là miếng bốn: bạn phải theo bằng nó.</translation>
        </message>
        <message>
            <source>Your partner leads the 6-6. Follow with your only six, the 6-1.</source>
            <translation>Đồng đội của bạn mở 6-6. Hãy theo bằng miếng sáu duy nhất của bạn, 6-1.</translation>
        </message>
        <message>
            <source>Sixes were led: you must follow with the 6-1.</source>
            <translation>Chất sáu được mở: bạn phải theo bằng 6-1.</translation>
        </message>
        <message>
            <source>Your partner led the 2-0, and East's 6-2 is winning. Follow deuces with your 2-1: the 5-2 is a trump, not a deuce.</source>
            <translation>Đồng đội của bạn mở 2-0, và 6-2 của Đông đang thắng. Hãy theo chất hai bằng 2-1: 5-2 là miếng chủ, không phải miếng hai.</translation>
        </message>
        <message>
            <source>Deuces were led: you must follow with the 2-1. Your 5-2 is a trump, not a deuce.</source>
            <translation>Chất hai được mở: bạn phải theo bằng 2-1. 5-2 của bạn là miếng chủ, không phải miếng hai.</translation>
        </message>
        <message>
            <source>This hand: Us 29, one short of your bid. East led the 3-0 and you have no treys: trump it with the 5-2, the last trump, and take the last trick.</source>
            <translation>Vòng này: Ta 29, còn thiếu một so với giá thầu. Đông mở 3-0 và bạn không có miếng ba: hãy chặt bằng 5-2, miếng chủ cuối cùng, và ăn nước cuối.</translation>
        </message>
        <message>
            <source>Your last tile is the 5-2, the last trump: play it and win the trick.</source>
            <translation>Miếng cuối của bạn là 5-2, miếng chủ cuối cùng: hãy đánh nó và ăn nước.</translation>
        </message>
        <message>
            <source>Moon: three players and the widow</source>
            <translation>Moon: ba người chơi và miếng dư</translation>
        </message>
        <message>
            <source>Moon for three players: 22 tiles, bids in tricks, the widow and laying a tile away.</source>
            <translation>Moon cho ba người: 22 miếng, thầu theo số nước, miếng dư và úp bỏ một miếng.</translation>
        </message>
        <message>
            <source>Moon is for three players, each playing alone: West on your left, East on your right. It uses 22 tiles: the blanks are left out, all but the 0-0. There is no count, so every trick is worth 1. You bid the tricks you will take, 4 to 7, or 21 to shoot the moon and take all seven. West bids first.</source>
            <translation>Moon dành cho ba người, mỗi người tự chơi một mình: Tây bên trái bạn, Đông bên phải. Trò này dùng 22 miếng: các miếng trống bị bỏ ra, trừ 0-0. Không có điểm đếm, nên mỗi nước đáng 1. Bạn thầu số nước mình sẽ ăn, từ 4 đến 7, hoặc 21 để bắn mặt trăng và ăn cả bảy nước. Tây đặt thầu trước.</translation>
        </message>
        <message>
            <source>West bid 4 and East passed. You hold four sixes with the 6-6, plus the 5-5 and the 4-4, and the bidder picks up the widow too. Bid 5: your hand should take five tricks.</source>
            <translation>Tây thầu 4 và Đông bỏ qua. Bạn có bốn miếng sáu kèm 6-6, thêm 5-5 và 4-4, và người thắng thầu còn được lấy miếng dư. Hãy thầu 5: bài của bạn sẽ ăn được năm nước.</translation>
        </message>
        <message>
            <source>In this lesson, bid 5: it beats West's 4, and your hand should take five tricks. A bidder who takes fewer tricks than the bid loses the bid.</source>
            <translation>Trong bài học này, hãy thầu 5: nó cao hơn mức 4 của Tây, và bài của bạn sẽ ăn được năm nước. Người thắng thầu ăn ít nước hơn giá thầu sẽ mất số điểm bằng giá thầu.</translation>
        </message>
        <message>
            <source>Keep your sixes and your doubles: they win tricks. Lay away the 2-1, the tile least likely to win.</source>
            <translation>Hãy giữ các miếng sáu và miếng đôi: chúng ăn được nước. Úp bỏ 2-1, miếng ít có khả năng ăn nhất.</translation>
        </message>
        <message>
            <source>Now name trump. Moon has six sixes, and you hold five of them with the 6-6 on top: name sixes.</source>
            <translation>Giờ hãy gọi chủ bài. Moon có sáu miếng sáu, và bạn có năm miếng trong số đó với 6-6 đứng đầu: hãy gọi chất sáu.</translation>
        </message>
        <message>
            <source>Name sixes: five trumps with the double will take five tricks on their own.</source>
            <translation>Hãy gọi chất sáu: năm miếng chủ kèm miếng đôi tự chúng sẽ ăn được năm nước.</translation>
        </message>
        <message>
            <source>The bidder leads the first trick. Lead the 6-6 to pull trumps: only one six is missing, the 6-1.</source>
            <translation>Người thắng thầu mở nước đầu tiên. Hãy mở 6-6 để rút chủ bài: chỉ còn thiếu một miếng sáu, là 6-1.</translation>
        </message>
        <message>
            <source>Lead the 6-6: it is the highest trump and draws out the missing 6-1.</source>
            <translation>Hãy mở 6-6: đó là miếng chủ lớn nhất và sẽ kéo ra miếng 6-1 còn thiếu.</translation>
        </message>
        <message>
            <source>West's 6-1 fell, so every trump left is yours. Now your 5-5, the highest five, cannot be beaten: lead it.</source>
            <translation>6-1 của Tây đã ra, nên mọi miếng chủ còn lại đều là của bạn. Giờ 5-5 của bạn, miếng năm lớn nhất, không thể bị thắng: hãy mở nó.</translation>
        </message>
        <message>
            <source>Lead the 5-5: nobody else has a trump now, so the highest five wins. Your trumps will win their tricks later.</source>
            <translation>Hãy mở 5-5: giờ không ai khác còn miếng chủ, nên miếng năm lớn nhất sẽ ăn. Các miếng chủ của bạn sẽ ăn nước của chúng về sau.</translation>
        </message>
        <message>
            <source>Two tricks won, and your four trumps and the 4-4 will win the rest: with the widow, this hand could even have shot the moon. A bidder who makes the bid scores exactly the bid; the others score 1 for each trick they take. The first to 21 wins. Lesson complete!</source>
            <translation>Đã ăn hai nước, và bốn miếng chủ cùng 4-4 sẽ ăn nốt phần còn lại: với miếng dư, bài này thậm chí đã có thể bắn mặt trăng. Người thắng thầu đạt thầu được đúng bằng giá thầu; những người khác được 1 điểm cho mỗi nước họ ăn. Ai đạt 21 trước thì thắng. Hoàn thành bài học!</translation>
        </message>
        <message>
            <source>Special contracts: Plunge, Splash, Nello and Sevens</source>
            <translation>Thầu đặc biệt: Plunge, Splash, Nello và Bảy chấm</translation>
        </message>
        <message>
            <source>Texas house rules: a Plunge in play, and what Splash, Nello and Sevens are.</source>
            <translation>Luật riêng Texas: chơi thử một Plunge, và Splash, Nello, Bảy chấm là gì.</translation>
        </message>
        <message>
            <source>This game uses Texas house rules: four special contracts are allowed, Plunge, Splash, Nello and Sevens. This hand shows a Plunge. Look at your hand: four doubles, the 6-6, 5-5, 4-4 and 3-3. East bids first.</source>
            <translation>Ván này dùng Luật riêng Texas: cho phép bốn kiểu thầu đặc biệt, Plunge, Splash, Nello và Bảy chấm. Vòng này minh họa một Plunge. Hãy xem bài của bạn: bốn miếng đôi, 6-6, 5-5, 4-4 và 3-3. Đông đặt thầu trước.</translation>
        </message>
        <message>
            <source>In this lesson, plunge for 4 marks. Splash is the smaller version: with three doubles, 2 marks. In a Plunge your partner, who may hold a long suit, names trump.</source>
            <translation>Trong bài học này, hãy thầu Plunge 4 dấu. Splash là phiên bản nhỏ hơn: với ba miếng đôi, 2 dấu. Trong Plunge, đồng đội của bạn, người có thể đang cầm một chất dài, sẽ gọi chủ bài.</translation>
        </message>
        <message>
            <source>West and your partner passed, so your Plunge stands at 4 marks. Your partner named trump: sixes, the long suit in his hand. He leads the first trick. Your 6-6 is a trump now, the highest one.</source>
            <translation>Tây và đồng đội của bạn bỏ qua, nên Plunge của bạn giữ ở mức 4 dấu. Đồng đội của bạn đã gọi chủ bài: chất sáu, chất dài trên tay đồng đội. Đồng đội mở nước đầu tiên. Giờ 6-6 của bạn là miếng chủ, và là miếng lớn nhất.</translation>
        </message>
        <message>
            <source>Your partner led the 6-5. You must follow trumps, and your only six is the 6-6. Play it: it wins the trick for your side, and then you lead your doubles.</source>
            <translation>Đồng đội của bạn mở 6-5. Bạn phải theo chủ bài, và miếng sáu duy nhất của bạn là 6-6. Hãy đánh nó: nó ăn nước cho bên bạn, rồi bạn sẽ mở các miếng đôi của mình.</translation>
        </message>
        <message>
            <source>You must follow trumps with your only six, the 6-6.</source>
            <translation>Bạn phải theo chủ bài bằng miếng sáu duy nhất của bạn, 6-6.</translation>
        </message>
        <message>
            <source>East had no sixes and West played the 6-0. Now lead your doubles: the 5-5 is the highest five, so only a trump can beat it, and your partner, who named sixes, should hold most of them. One lost trick and you are set.</source>
            <translation>Đông không có miếng sáu và Tây đánh 6-0. Giờ hãy mở các miếng đôi của bạn: 5-5 là miếng năm lớn nhất, nên chỉ miếng chủ mới thắng được nó, và đồng đội của bạn, người đã gọi chất sáu, hẳn đang giữ phần lớn miếng chủ. Thua một nước là bạn bị hụt thầu.</translation>
        </message>
        <message>
            <source>Lead the 5-5: it is the highest five and only a trump can beat it. You must win every trick, so lead your sure winners.</source>
            <translation>Hãy mở 5-5: đó là miếng năm lớn nhất và chỉ miếng chủ mới thắng được nó. Bạn phải ăn mọi nước, nên hãy mở các miếng chắc ăn.</translation>
        </message>
        <message>
            <source>Another special is Nello, the opposite of a Plunge. You bid at least 1 mark and name Nello instead of trump, and you must lose every trick. Your partner turns his tiles face down and sits out, there are no trumps, and the doubles form a suit of their own.</source>
            <translation>Một kiểu thầu đặc biệt khác là Nello, ngược lại với Plunge. Bạn thầu ít nhất 1 dấu và gọi Nello thay cho chủ bài, và bạn phải thua mọi nước. Đồng đội của bạn úp bài xuống và ngồi ngoài, không có chủ bài, và các miếng đôi thành một chất riêng.</translation>
        </message>
        <message>
            <source>Your 5-5 won the second trick; win the other five and the 4 marks are yours. The last special is Sevens: bid at least 1 mark and name Sevens. Each player must play the tile whose pips add up closest to 7, the closest tile wins, and your side must win every trick. Lesson complete!</source>
            <translation>5-5 của bạn đã ăn nước thứ hai; ăn nốt năm nước kia là 4 dấu thuộc về bạn. Kiểu thầu đặc biệt cuối cùng là Bảy chấm: thầu ít nhất 1 dấu và gọi Bảy chấm. Mỗi người phải đánh miếng có tổng số chấm gần 7 nhất, miếng gần nhất sẽ ăn, và bên bạn phải ăn mọi nước. Hoàn thành bài học!</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <source>follow-me</source>
            <translation>không chủ</translation>
        </message>
        <message>
            <source>Nello</source>
            <translation>Nello</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Bảy chấm</translation>
        </message>
        <message>
            <source>Blanks are trump</source>
            <translation>Trống làm chủ</translation>
        </message>
        <message>
            <source>Aces are trump</source>
            <translation>Một làm chủ</translation>
        </message>
        <message>
            <source>Deuces are trump</source>
            <translation>Hai làm chủ</translation>
        </message>
        <message>
            <source>Treys are trump</source>
            <translation>Ba làm chủ</translation>
        </message>
        <message>
            <source>Fours are trump</source>
            <translation>Bốn làm chủ</translation>
        </message>
        <message>
            <source>Fives are trump</source>
            <translation>Năm làm chủ</translation>
        </message>
        <message>
            <source>Sixes are trump</source>
            <translation>Sáu làm chủ</translation>
        </message>
        <message>
            <source>Doubles are trump</source>
            <translation>Đôi làm chủ</translation>
        </message>
        <message>
            <source>Follow-me (no trump)</source>
            <translation>Không chủ</translation>
        </message>
        <message>
            <source>Nello (lose every trick)</source>
            <translation>Nello (thua mọi nước)</translation>
        </message>
        <message>
            <source>Sevens (closest to 7 wins)</source>
            <translation>Bảy chấm (gần 7 nhất thắng)</translation>
        </message>
        <message>
            <source>Blanks</source>
            <translation>Trống</translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>Một</translation>
        </message>
        <message>
            <source>Deuces</source>
            <translation>Hai</translation>
        </message>
        <message>
            <source>Treys</source>
            <translation>Ba</translation>
        </message>
        <message>
            <source>Fours</source>
            <translation>Bốn</translation>
        </message>
        <message>
            <source>Fives</source>
            <translation>Năm</translation>
        </message>
        <message>
            <source>Sixes</source>
            <translation>Sáu</translation>
        </message>
        <message>
            <source>Doubles</source>
            <translation>Đôi</translation>
        </message>
        <message>
            <source>Follow-me</source>
            <translation>Không chủ</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>bỏ qua</translation>
        </message>
        <message numerus="yes">
            <source>plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n dấu)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n dấu)</numerusform>
            </translation>
        </message>
        <message>
            <source>discard {tile}</source>
            <translation>úp bỏ {tile}</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>đánh {tile}</translation>
        </message>
        <message>
            <source>lay down</source>
            <translation>hạ bài</translation>
        </message>
        <message>
            <source>Texas 42</source>
            <translation>Texas 42</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>Moon</translation>
        </message>
        <message>
            <source>42 for three</source>
            <translation>42 ba người</translation>
        </message>
        <message>
            <source>Straight 42 (tournament)</source>
            <translation>42 chuẩn (giải đấu)</translation>
        </message>
        <message>
            <source>Texas house rules</source>
            <translation>Luật riêng Texas</translation>
        </message>
        <message>
            <source>points</source>
            <translation>điểm</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>nước</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>chia bài</translation>
        </message>
        <message>
            <source>bid</source>
            <extracomment>the bidding phase, as in "it is the bid phase".</extracomment>
            <translation>đấu thầu</translation>
        </message>
        <message>
            <source>trump</source>
            <extracomment>the phase where the bid winner names trump, as in "it is the trump phase".</extracomment>
            <translation>gọi chủ bài</translation>
        </message>
        <message>
            <source>widow</source>
            <translation>lấy miếng dư</translation>
        </message>
        <message>
            <source>play</source>
            <extracomment>the phase where tiles are played, as in "it is the play phase".</extracomment>
            <translation>đánh bài</translation>
        </message>
        <message>
            <source>scored</source>
            <translation>tính điểm</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>hết ván</translation>
        </message>
        <message>
            <source>Plunge</source>
            <translation>Plunge</translation>
        </message>
        <message>
            <source>Splash</source>
            <translation>Splash</translation>
        </message>
        <message>
            <source>trumps (doubles)</source>
            <translation>chất chủ (đôi)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(không có)</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>bảy chấm</translation>
        </message>
        <message>
            <source>blanks</source>
            <translation>chất trống</translation>
        </message>
        <message>
            <source>aces</source>
            <translation>chất một</translation>
        </message>
        <message>
            <source>deuces</source>
            <translation>chất hai</translation>
        </message>
        <message>
            <source>treys</source>
            <translation>chất ba</translation>
        </message>
        <message>
            <source>fours</source>
            <translation>chất bốn</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>chất năm</translation>
        </message>
        <message>
            <source>sixes</source>
            <translation>chất sáu</translation>
        </message>
        <message>
            <source>{a} and {b}</source>
            <extracomment>a list of two things (tiles, seats): "6-3 and 6-1".</extracomment>
            <translation>{a} và {b}</translation>
        </message>
        <message>
            <source>{head}, {tail}</source>
            <extracomment>the start of a list of three or more; {tail} is the rest of the list: "6-3, 6-2 and 6-1".</extracomment>
            <translation>{head}, {tail}</translation>
        </message>
        <message>
            <source>{a}, {b}</source>
            <extracomment>a plain list of values, as in "(holds 6-6, 6-1)"; {b} is the rest of the list.</extracomment>
            <translation>{a}, {b}</translation>
        </message>
        <message>
            <source>"{value}"</source>
            <translation>"{value}"</translation>
        </message>
        <message>
            <source>trumps</source>
            <translation>chất chủ</translation>
        </message>
        <message>
            <source>doubles</source>
            <translation>chất đôi</translation>
        </message>
        <message>
            <source>you</source>
            <translation>bạn</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>đồng đội của bạn</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Tây</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Đông</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Nam</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Bắc</translation>
        </message>
        <message>
            <source>seat {seat}</source>
            <extracomment>A seat of a game record: its chair and its player's name, "East (Cy)".</extracomment>
            <translation>ghế {seat}</translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n điểm</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n dấu</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>practice</name>
        <message>
            <source>You</source>
            <translation>Bạn</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Tây</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Đồng đội</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Đông</translation>
        </message>
        <message>
            <source>Dealing a practice hand…</source>
            <translation>Đang chia một vòng luyện tập…</translation>
        </message>
        <message>
            <source>Weighing your decision…</source>
            <translation>Đang cân nhắc quyết định của bạn…</translation>
        </message>
        <message>
            <source>See the reveal: play it out, or go on to the next deal</source>
            <translation>Xem kết quả: chơi đến hết, hoặc sang lần chia tiếp theo</translation>
        </message>
        <message>
            <source>Practice decision {number} of {total}: {position}. Your bid?</source>
            <translation>Quyết định luyện tập {number}/{total}: {position}. Bạn thầu gì?</translation>
        </message>
        <message>
            <source>{name} (AI)</source>
            <extracomment>The user's seat when the AI plays it on: "You (AI)".</extracomment>
            <translation>{name} (AI)</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be read ({error}).</source>
            <translation>Không đọc được bộ lỗi của bạn ({error}).</translation>
        </message>
        <message>
            <source>Your mistakes deck was damaged ({error}); it was set aside as {file} and starts afresh.</source>
            <translation>Bộ lỗi của bạn bị hỏng ({error}); tệp đã được cất riêng thành {file} và bộ lỗi bắt đầu lại từ đầu.</translation>
        </message>
        <message>
            <source>an error in Texas 42 itself: {name}</source>
            <translation>một lỗi của chính Texas 42: {name}</translation>
        </message>
        <message>
            <source>Your mistakes deck could not be saved in {folder} ({error}): your new mistakes are kept only until you quit.</source>
            <translation>Không thể lưu bộ lỗi của bạn vào {folder} ({error}): các lỗi mới chỉ được giữ đến khi bạn thoát.</translation>
        </message>
        <message>
            <source>Any play</source>
            <translation>Mọi cách đánh</translation>
        </message>
        <message>
            <source>Leading a trick</source>
            <translation>Mở một nước</translation>
        </message>
        <message>
            <source>Following to a trick</source>
            <translation>Đánh theo trong một nước</translation>
        </message>
        <message>
            <source>Playing your side's contract</source>
            <translation>Chơi thầu của bên bạn</translation>
        </message>
        <message>
            <source>On defence</source>
            <translation>Khi phòng thủ</translation>
        </message>
        <message>
            <source>Best play.</source>
            <translation>Nước đánh tốt nhất.</translation>
        </message>
        <message>
            <source>As good as the best play.</source>
            <translation>Tốt ngang cách đánh tốt nhất.</translation>
        </message>
        <message>
            <source>to make the contract</source>
            <translation>đạt thầu</translation>
        </message>
        <message>
            <source>to set the contract</source>
            <translation>làm bên thắng thầu bị hụt thầu</translation>
        </message>
        <message>
            <source>About as good as the best play: your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Gần tốt bằng nước đánh tốt nhất: miếng của bạn còn khoảng {chance}% khả năng {goal}; miếng tốt nhất {best}%.</translation>
        </message>
        <message>
            <source>Your tile leaves about {chance}% {goal}; the best tile {best}%.</source>
            <translation>Miếng của bạn còn khoảng {chance}% khả năng {goal}; miếng tốt nhất {best}%.</translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average if the hand is played out.</source>
            <translation>
                <numerusform>Miếng của bạn trung bình làm mất khoảng %n điểm nếu đánh hết ván.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your tile gave up about %n point(s) on average.</source>
            <translation>
                <numerusform>Miếng của bạn trung bình làm mất khoảng %n điểm.</numerusform>
            </translation>
        </message>
        <message>
            <source>Any seat</source>
            <translation>Vị trí bất kỳ</translation>
        </message>
        <message>
            <source>First to bid</source>
            <translation>Thầu trước</translation>
        </message>
        <message>
            <source>After an opponent's bid</source>
            <translation>Sau khi đối thủ thầu</translation>
        </message>
        <message>
            <source>After your partner's bid</source>
            <translation>Sau khi đồng đội thầu</translation>
        </message>
        <message>
            <source>Everyone passed: the shaker must bid</source>
            <translation>Mọi người đều bỏ qua: người xáo phải thầu</translation>
        </message>
        <message>
            <source>any seat</source>
            <extracomment>A practice position in the middle of a sentence: "Practice decision 2 of 10: any seat. Your bid?"</extracomment>
            <translation>vị trí bất kỳ</translation>
        </message>
        <message>
            <source>first to bid</source>
            <translation>thầu trước</translation>
        </message>
        <message>
            <source>after an opponent's bid</source>
            <translation>sau khi đối thủ thầu</translation>
        </message>
        <message>
            <source>after your partner's bid</source>
            <translation>sau khi đồng đội thầu</translation>
        </message>
        <message>
            <source>everyone passed: the shaker must bid</source>
            <translation>mọi người đều bỏ qua: người xáo phải thầu</translation>
        </message>
        <message>
            <source>from your game</source>
            <extracomment>A bid of the user's own game, dealt again from My mistakes: "Practice decision 1 of 3: from your game. Your bid?"</extracomment>
            <translation>từ ván của bạn</translation>
        </message>
        <message>
            <source>Any hand</source>
            <translation>Bài bất kỳ</translation>
        </message>
        <message>
            <source>Strong hands (3+ doubles or 4+ of a suit)</source>
            <translation>Bài mạnh (từ 3 miếng đôi hoặc từ 4 miếng cùng chất)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Bỏ qua</translation>
        </message>
        <message numerus="yes">
            <source>Plunge (%n mark(s))</source>
            <translation>
                <numerusform>Plunge (%n dấu)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Splash (%n mark(s))</source>
            <translation>
                <numerusform>Splash (%n dấu)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s)</source>
            <translation>
                <numerusform>%n dấu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n mark(s) in {contract}</source>
            <translation>
                <numerusform>%n dấu ({contract})</numerusform>
            </translation>
        </message>
        <message>
            <source>{points} in {contract}</source>
            <extracomment>A point bid and its trump: "30 in sixes".</extracomment>
            <translation>{points} ({contract})</translation>
        </message>
        <message numerus="yes">
            <source>%n trick(s) in {contract}</source>
            <extracomment>A Moon bid and its trump: "5 tricks in sixes".</extracomment>
            <translation>
                <numerusform>%n nước ({contract})</numerusform>
            </translation>
        </message>
        <message>
            <source>shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, within a sentence: "Passing beats shooting the moon in sixes".</extracomment>
            <translation>bắn mặt trăng ({contract})</translation>
        </message>
        <message>
            <source>Shooting the moon in {contract}</source>
            <extracomment>Moon's bid of 21 and its trump, opening a sentence or alone: "Shooting the moon in sixes rather than 5 tricks in sixes".</extracomment>
            <translation>Bắn mặt trăng ({contract})</translation>
        </message>
        <message>
            <source>The practice session you left could not be read ({error}).</source>
            <translation>Không đọc được buổi luyện bạn đã bỏ dở ({error}).</translation>
        </message>
        <message>
            <source>The practice session you left was damaged ({error}); it was set aside as {file}. Your statistics and My mistakes keep its answers.</source>
            <translation>Buổi luyện bạn đã bỏ dở bị hỏng ({error}); nó đã được để riêng thành {file}. Thống kê và Lỗi của tôi vẫn giữ các câu trả lời của nó.</translation>
        </message>
        <message>
            <source>Your practice session could not be kept in {folder} ({error}): it will not go on after you quit.</source>
            <translation>Không thể lưu buổi luyện của bạn vào {folder} ({error}): nó sẽ không tiếp tục được sau khi bạn thoát.</translation>
        </message>
    </context>
    <context>
        <name>reasons</name>
        <message>
            <source>{seat}'s {tile}</source>
            <extracomment>A seat's tile: "West's 6-6", "your partner's 5-5".</extracomment>
            <translation>{tile} của {seat}</translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it so far</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it so far".</extracomment>
            <translation>
                <numerusform>, nước này hiện đã có %n điểm</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, with %n point(s) in it</source>
            <extracomment>The end of a reason, after the trick it speaks of: "..., with 11 points in it".</extracomment>
            <translation>
                <numerusform>, nước này có %n điểm</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} is a walker: no one can beat it in {suit} now</source>
            <translation>{tile} là miếng chắc ăn: giờ không ai thắng được nó trong {suit}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} is still out; {who}</source>
            <extracomment>{who} says which opponents may hold the trump, e.g. "West may hold it".</extracomment>
            <translation>rút chủ bài: {tiles} vẫn còn ở tay người khác; {who}</translation>
        </message>
        <message>
            <source>pull trumps: the {tiles} are still out; {who}</source>
            <translation>rút chủ bài: {tiles} vẫn còn ở tay người khác; {who}</translation>
        </message>
        <message numerus="yes">
            <source>pull trumps: %n trumps are still out; {who}</source>
            <translation>
                <numerusform>rút chủ bài: vẫn còn %n miếng chủ ở tay người khác; {who}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} may hold it</source>
            <translation>{seat} có thể đang giữ nó</translation>
        </message>
        <message>
            <source>{seat} may hold some</source>
            <translation>{seat} có thể còn vài miếng</translation>
        </message>
        <message>
            <source>either opponent may hold it</source>
            <translation>đối thủ nào cũng có thể đang giữ nó</translation>
        </message>
        <message>
            <source>both opponents may hold one</source>
            <translation>cả hai đối thủ đều có thể còn miếng chủ</translation>
        </message>
        <message>
            <source>any opponent may hold it</source>
            <translation>đối thủ nào cũng có thể đang giữ nó</translation>
        </message>
        <message>
            <source>any opponent may hold one</source>
            <translation>đối thủ nào cũng có thể còn miếng chủ</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} wins the trick{points}</source>
            <extracomment>{points} is empty or ", with 11 points in it".</extracomment>
            <translation>chặt: bạn không có {suit}, và {tile} ăn nước{points}</translation>
        </message>
        <message>
            <source>trump it: you have no {suit}, and the {tile} beats every tile played so far{points}</source>
            <translation>chặt: bạn không có {suit}, và {tile} thắng mọi miếng đã đánh{points}</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to the defenders' tricks</source>
            <extracomment>Three players, each for themself: the two defenders share the aim of setting the bidder.</extracomment>
            <translation>bỏ điểm đếm: {whose} ăn nước này, nên {tile} mang thêm {points} cho các nước của bên phòng thủ</translation>
        </message>
        <message>
            <source>feed count: {whose} wins this trick, so the {tile} adds {points} to your side</source>
            <translation>bỏ điểm đếm: {whose} ăn nước này, nên {tile} mang thêm {points} cho bên bạn</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (the bidder, still to play, cannot beat it in about {percent}% of the deals you could face), so the {tile} adds {points} to the defenders' tricks</source>
            <translation>bỏ điểm đếm: {whose} hẳn sẽ ăn nước này (trong khoảng {percent}% các cách chia bạn có thể gặp, người thắng thầu đánh sau không thắng được nó), nên {tile} mang thêm {points} cho các nước của bên phòng thủ</translation>
        </message>
        <message>
            <source>feed count: {whose} should win this trick (no opponent still to play beats it in about {percent}% of the deals you could face), so the {tile} adds {points} to your side</source>
            <translation>bỏ điểm đếm: {whose} hẳn sẽ ăn nước này (trong khoảng {percent}% các cách chia bạn có thể gặp, không đối thủ nào đánh sau thắng được nó), nên {tile} mang thêm {points} cho bên bạn</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose} and no one still to play can beat it{points}</source>
            <translation>ăn nước: {tile} thắng {whose} và không ai đánh sau thắng được nó{points}</translation>
        </message>
        <message>
            <source>take the trick: the {tile} beats {whose}{points}</source>
            <translation>ăn nước: {tile} thắng {whose}{points}</translation>
        </message>
        <message>
            <source>save count: {seat}, the bidder, takes this trick with the {best}, so keep your {kept} and give the {tile}</source>
            <translation>giữ điểm đếm: {seat}, người thắng thầu, ăn nước này bằng {best}, nên hãy giữ {kept} và đánh {tile}</translation>
        </message>
        <message>
            <source>save count: the bidders take this trick, so keep your {kept} and give the {tile}</source>
            <translation>giữ điểm đếm: bên thắng thầu ăn nước này, nên hãy giữ {kept} và đánh {tile}</translation>
        </message>
        <message>
            <source>save count: {whose} takes this trick for the bidders, so keep your {kept} and give the {tile}</source>
            <translation>giữ điểm đếm: {whose} ăn nước này cho bên thắng thầu, nên hãy giữ {kept} và đánh {tile}</translation>
        </message>
        <message>
            <source>the other side</source>
            <extracomment>Who a lost trick goes to: "the trick is lost to the other side".</extracomment>
            <translation>bên kia</translation>
        </message>
        <message>
            <source>a defender</source>
            <translation>một người phòng thủ</translation>
        </message>
        <message>
            <source>the bidder</source>
            <translation>người thắng thầu</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and the trick is lost to {to}, so give the {tile}</source>
            <translation>đánh bỏ: bạn không có {suit} và nước này sẽ bị {to} ăn, nên hãy đánh {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>nước này sẽ bị {to} ăn, nên hãy giữ {kept} và đánh {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so keep your {kept} and give the {tile}</source>
            <translation>đánh nhỏ: nước này sẽ bị {to} ăn, nên hãy giữ {kept} và đánh {tile}</translation>
        </message>
        <message>
            <source>the trick is lost to {to}, so give the {tile}</source>
            <translation>nước này sẽ bị {to} ăn, nên hãy đánh {tile}</translation>
        </message>
        <message>
            <source>play low: the trick is lost to {to}, so give the {tile}</source>
            <translation>đánh nhỏ: nước này sẽ bị {to} ăn, nên hãy đánh {tile}</translation>
        </message>
        <message>
            <source>throw off: you have no {suit} and no count to add, and {whose} wins this trick without help</source>
            <translation>đánh bỏ: bạn không có {suit} và không có điểm đếm để bỏ thêm, và {whose} tự ăn được nước này</translation>
        </message>
        <message>
            <source>throw off: you have no {suit}, and {whose} wins this trick without help</source>
            <translation>đánh bỏ: bạn không có {suit}, và {whose} tự ăn được nước này</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help, and you have no count to add</source>
            <translation>{whose} tự ăn được nước này, và bạn không có điểm đếm để bỏ thêm</translation>
        </message>
        <message>
            <source>{whose} wins this trick without help</source>
            <translation>{whose} tự ăn được nước này</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help, and you have no count to add</source>
            <translation>đánh nhỏ: {whose} tự ăn được nước này, và bạn không có điểm đếm để bỏ thêm</translation>
        </message>
        <message>
            <source>play low: {whose} wins this trick without help</source>
            <translation>đánh nhỏ: {whose} tự ăn được nước này</translation>
        </message>
        <message>
            <source>keep the {guard}: it guards your {count} in {suit}, so you can follow {suit} without giving up the count</source>
            <translation>giữ {guard}: nó che cho {count} của bạn trong {suit}, nên bạn theo được {suit} mà không phải nộp miếng đếm</translation>
        </message>
        <message>
            <source>the {tile} is the only tile of its suit: only a trump can beat it</source>
            <translation>{tile} là miếng duy nhất của hoa của nó: chỉ miếng chủ mới thắng được</translation>
        </message>
        <message>
            <source>none of the {suit} the others may hold beats the {tile}: only a trump can</source>
            <translation>không miếng {suit} nào người khác có thể giữ thắng được {tile}: chỉ miếng chủ mới thắng được</translation>
        </message>
        <message>
            <source>the {tile} puts none of your count at risk</source>
            <translation>miếng {tile} không đặt miếng đếm nào của bạn vào rủi ro</translation>
        </message>
        <message>
            <source>stay under: the {tile} loses to {whose}, and you must not win a trick</source>
            <translation>đánh dưới: {tile} thua {whose}, và bạn không được ăn nước nào</translation>
        </message>
        <message>
            <source>stay under the bidder: {whose} wins this trick and sets the Nello unless someone beats it</source>
            <translation>đánh dưới người thắng thầu: {whose} ăn nước này và làm Nello hụt thầu, trừ khi có người đánh thắng nó</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see; a defender who has to play one takes the trick, not you</source>
            <translation>
                <numerusform>mở miếng nhỏ: %n miếng bạn không thấy thắng được {tile}; đối thủ nào buộc phải đánh một miếng như vậy sẽ ăn nước này, không phải bạn</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead; the bidder must lose every trick.</extracomment>
            <translation>
                <numerusform>mở miếng nhỏ: %n miếng người thắng thầu có thể giữ thắng được {tile}; nếu người thắng thầu buộc phải đánh một miếng như vậy thì sẽ ăn nước này và Nello bị hụt, trừ khi một người phòng thủ đánh cao hơn</numerusform>
            </translation>
        </message>
        <message>
            <source>it is your last tile</source>
            <translation>đó là miếng cuối cùng của bạn</translation>
        </message>
        <message>
            <source>in Sevens you must play your tile closest to seven pips: the {tile} has {pips}</source>
            <translation>trong Bảy chấm bạn phải đánh miếng có tổng chấm gần 7 nhất: {tile} có {pips} chấm</translation>
        </message>
        <message>
            <source>you must follow {suit} and it is your only one</source>
            <translation>bạn phải theo {suit} và đây là miếng duy nhất của bạn thuộc chất đó</translation>
        </message>
        <message>
            <source>it is the only tile you may play</source>
            <translation>đó là miếng duy nhất bạn được đánh</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks: this tile takes the most for you on average.</source>
            <translation>Thầu đã ngã ngũ, nên giờ mỗi người chơi cho số nước của riêng mình: miếng này trung bình giúp bạn lấy nhiều nước nhất.</translation>
        </message>
        <message>
            <source>The bid is decided, so each player now plays for their own tricks.</source>
            <translation>Thầu đã ngã ngũ, nên giờ mỗi người chơi cho số nước của riêng mình.</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks, and this tile takes the most for you on average</source>
            <translation>thầu đã ngã ngũ, nên giờ mỗi người chơi cho số nước của riêng mình, và miếng này trung bình giúp bạn lấy nhiều nước nhất</translation>
        </message>
        <message>
            <source>the bid is decided, so each player now plays for their own tricks</source>
            <translation>thầu đã ngã ngũ, nên giờ mỗi người chơi cho số nước của riêng mình</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score: this tile takes the most for you on average.</source>
            <translation>Thầu của bạn đã ngã ngũ, nên mỗi nước bạn ăn giờ là một nước người khác không được tính điểm: miếng này trung bình ăn được nhiều nhất cho bạn.</translation>
        </message>
        <message>
            <source>Your bid is decided, so each trick you take now is one the others do not score.</source>
            <translation>Thầu của bạn đã ngã ngũ, nên mỗi nước bạn ăn giờ là một nước người khác không được tính điểm.</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score, and this tile takes the most for you on average</source>
            <translation>thầu của bạn đã ngã ngũ, nên mỗi nước bạn ăn giờ là một nước người khác không được tính điểm, và miếng này trung bình ăn được nhiều nhất cho bạn</translation>
        </message>
        <message>
            <source>your bid is decided, so each trick you take now is one the others do not score</source>
            <translation>thầu của bạn đã ngã ngũ, nên mỗi nước bạn ăn giờ là một nước người khác không được tính điểm</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average if the hand is played out.</source>
            <translation>Khoảng {percent}% đạt thầu, và trung bình được nhiều {unit} nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average if the hand is played out</source>
            <translation>khoảng {percent}% đạt thầu, và trung bình được nhiều {unit} nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out.</source>
            <translation>Khoảng {percent}% làm người thắng thầu bị hụt thầu, và trung bình người thắng thầu được ít {unit} nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average if the hand is played out</source>
            <translation>khoảng {percent}% làm người thắng thầu bị hụt thầu, và trung bình người thắng thầu được ít {unit} nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out.</source>
            <translation>Khoảng {percent}% làm bên thắng thầu bị hụt thầu, và trung bình bên thắng thầu được ít {unit} nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average if the hand is played out</source>
            <translation>khoảng {percent}% làm bên thắng thầu bị hụt thầu, và trung bình bên thắng thầu được ít {unit} nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out.</source>
            <translation>Khoảng {percent}% đạt Nello, và trung bình đối thủ lấy nhiều nước nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average if the hand is played out</source>
            <translation>khoảng {percent}% đạt Nello, và trung bình đối thủ lấy nhiều nước nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average.</source>
            <translation>Khoảng {percent}% làm Nello hụt, và trung bình bên phòng thủ lấy ít nước nhất.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average</source>
            <translation>khoảng {percent}% làm Nello hụt, và trung bình bên phòng thủ lấy ít nước nhất</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello.</source>
            <translation>Khoảng {percent}% đạt Nello.</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello.</source>
            <translation>Khoảng {percent}% làm Nello hụt.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello</source>
            <translation>khoảng {percent}% đạt Nello</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello</source>
            <translation>khoảng {percent}% làm Nello hụt</translation>
        </message>
        <message>
            <source>About {percent}% to make the Nello, and the most tricks for the opponents on average.</source>
            <translation>Khoảng {percent}% đạt Nello, và trung bình đối thủ lấy nhiều nước nhất.</translation>
        </message>
        <message>
            <source>about {percent}% to make the Nello, and the most tricks for the opponents on average</source>
            <translation>khoảng {percent}% đạt Nello, và trung bình đối thủ lấy nhiều nước nhất</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out.</source>
            <translation>Khoảng {percent}% làm Nello hụt, và trung bình bên phòng thủ lấy ít nước nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for the defenders on average if the hand is played out</source>
            <translation>khoảng {percent}% làm Nello hụt, và trung bình bên phòng thủ lấy ít nước nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average.</source>
            <translation>Khoảng {percent}% làm Nello hụt, và trung bình bên bạn lấy ít nước nhất.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average</source>
            <translation>khoảng {percent}% làm Nello hụt, và trung bình bên bạn lấy ít nước nhất</translation>
        </message>
        <message>
            <source>About {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out.</source>
            <translation>Khoảng {percent}% làm Nello hụt, và trung bình bên bạn lấy ít nước nhất nếu đánh hết ván.</translation>
        </message>
        <message>
            <source>about {percent}% to set the Nello, and the fewest tricks for your side on average if the hand is played out</source>
            <translation>khoảng {percent}% làm Nello hụt, và trung bình bên bạn lấy ít nước nhất nếu đánh hết ván</translation>
        </message>
        <message>
            <source>The {tile} is the choice.</source>
            <translation>Nên chọn {tile}.</translation>
        </message>
        <message>
            <source>the {tile} is the choice</source>
            <translation>nên chọn {tile}</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract, and the most {unit} on average.</source>
            <extracomment>{unit} is "points" or "tricks".</extracomment>
            <translation>Khoảng {percent}% đạt thầu, và trung bình được nhiều {unit} nhất.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidder on average.</source>
            <translation>Khoảng {percent}% làm người thắng thầu bị hụt thầu, và trung bình người thắng thầu được ít {unit} nhất.</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract, and the fewest {unit} for the bidders on average.</source>
            <translation>Khoảng {percent}% làm bên thắng thầu bị hụt thầu, và trung bình bên thắng thầu được ít {unit} nhất.</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidder on average</source>
            <translation>khoảng {percent}% làm người thắng thầu bị hụt thầu, và trung bình người thắng thầu được ít {unit} nhất</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract, and the fewest {unit} for the bidders on average</source>
            <translation>khoảng {percent}% làm bên thắng thầu bị hụt thầu, và trung bình bên thắng thầu được ít {unit} nhất</translation>
        </message>
        <message>
            <source>About {percent}% to make the contract.</source>
            <translation>Khoảng {percent}% đạt thầu.</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold it ({showed} showed out)</source>
            <translation>trong hai đối thủ, chỉ {seats} có thể đang giữ nó ({showed} đã lộ ra là không còn)</translation>
        </message>
        <message>
            <source>of the opponents, only {seats} can hold one ({showed} showed out)</source>
            <translation>trong hai đối thủ, chỉ {seats} có thể còn miếng chủ ({showed} đã lộ ra là không còn)</translation>
        </message>
        <message>
            <source>About {percent}% to set the contract.</source>
            <translation>Khoảng {percent}% làm bên thắng thầu bị hụt thầu.</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract, and the most {unit} on average</source>
            <translation>khoảng {percent}% đạt thầu, và trung bình được nhiều {unit} nhất</translation>
        </message>
        <message>
            <source>about {percent}% to make the contract</source>
            <translation>khoảng {percent}% đạt thầu</translation>
        </message>
        <message>
            <source>about {percent}% to set the contract</source>
            <translation>khoảng {percent}% làm bên thắng thầu bị hụt thầu</translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) you cannot see, your {mine} by only {fewer}; a defender who has to play one takes the trick, not you</source>
            <extracomment>Nello, the bidder's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>mở miếng nhỏ: %n miếng bạn không thấy thắng được {tile}, còn {mine} của bạn chỉ {fewer} miếng; đối thủ nào buộc phải đánh một miếng như vậy sẽ ăn nước này, không phải bạn</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lead low: the {tile} is beaten by %n tile(s) the bidder may hold, your {mine} by only {fewer}; a bidder who has to play one takes the trick and the Nello is set, unless a defender plays higher</source>
            <extracomment>Nello, a defender's lead: {tile} the better lead, {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>mở miếng nhỏ: %n miếng người thắng thầu có thể giữ thắng được {tile}, còn {mine} của bạn chỉ {fewer} miếng; nếu người thắng thầu buộc phải đánh một miếng như vậy thì sẽ ăn nước này và Nello bị hụt, trừ khi một người phòng thủ đánh cao hơn</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} keeps count out of a trick {side} may win: your {mine} puts {points} in it</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>miếng {tile} giữ điểm đếm khỏi một nước mà {side} có thể ăn: miếng {mine} của bạn bỏ {points} vào đó</translation>
        </message>
        <message>
            <source>the {tile} puts less count into a trick {side} may win: {points} against {mine_points} with your {mine}</source>
            <extracomment>{side} is "the other side" (or "the bidder", "a defender" in 42 for three); {points} "5 points".</extracomment>
            <translation>miếng {tile} bỏ ít điểm đếm hơn vào một nước mà {side} có thể ăn: {points} so với {mine_points} với miếng {mine} của bạn</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: no one can beat it in {suit} now</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives", "trumps").</extracomment>
            <translation>{tile} giữ lại {mine} của bạn cho một nước sau: giờ không ai thắng được nó trong {suit}</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: it is the only tile of its suit, so only a trump can beat it</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps.</extracomment>
            <translation>{tile} giữ lại {mine} của bạn cho một nước sau: nó là miếng duy nhất của hoa của nó, nên chỉ miếng chủ mới thắng được</translation>
        </message>
        <message>
            <source>the {tile} keeps your {mine} for a later trick: none of the {suit} the others may hold beats it, only a trump can</source>
            <extracomment>{mine} is the user's tile, that {tile} (the better one) keeps; {suit} its suit ("fives").</extracomment>
            <translation>{tile} giữ lại {mine} của bạn cho một nước sau: không miếng {suit} nào người khác có thể giữ thắng được nó, chỉ miếng chủ mới thắng được</translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats none</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's.</extracomment>
            <translation>
                <numerusform>bỏ {tile} đi khi nó còn đánh dưới được: nó thắng %n miếng bạn không thấy, và nếu một miếng như vậy được mở thì sau này nó có thể phải ăn một nước; {mine} của bạn không thắng miếng nào</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>get rid of the {tile} while it can stay under: it beats %n tile(s) you cannot see, and a lead of such a tile could make it take a trick later; your {mine} beats only {fewer}</source>
            <extracomment>Nello: {tile} is the better tile to play now (it loses this trick), {mine} the user's; {fewer} a number.</extracomment>
            <translation>
                <numerusform>bỏ {tile} đi khi nó còn đánh dưới được: nó thắng %n miếng bạn không thấy, và nếu một miếng như vậy được mở thì sau này nó có thể phải ăn một nước; {mine} của bạn chỉ thắng {fewer}</numerusform>
            </translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in what each takes on average over the tiles you cannot see</source>
            <extracomment>Why the better tile rather than the user's, when both have the same chance: the hint's third column (points or tricks to come) tells them apart, shown beside it.</extracomment>
            <translation>không có sự thật đơn lẻ nào phân biệt miếng {tile} với miếng {mine} của bạn: khác biệt nằm ở phần trung bình mỗi miếng thu được theo các miếng bạn không thấy</translation>
        </message>
        <message>
            <source>no single fact sets the {tile} apart from your {mine}: the difference is in the odds over the tiles you cannot see, {percent}% against {mine_percent}% with yours</source>
            <extracomment>Why the better tile rather than the user's when no fact the seat sees tells them apart; the two chances (of making, or of setting, the contract), the better tile's first: "73.2% against 67.3%".</extracomment>
            <translation>không có sự thật đơn lẻ nào phân biệt miếng {tile} với miếng {mine} của bạn: khác biệt chỉ nằm ở xác suất theo các miếng bạn không thấy, {percent}% so với {mine_percent}% với miếng của bạn</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>bid {bid} (forced)</source>
            <extracomment>What the user did, after "You": "bid 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>thầu {bid} (bắt buộc)</translation>
        </message>
        <message>
            <source>bids {bid} (forced)</source>
            <extracomment>What another seat did, after its name: "bids 30 (forced)", the forced-bid rule's bid of the last seat.</extracomment>
            <translation>thầu {bid} (bắt buộc)</translation>
        </message>
        <message>
            <source>pass</source>
            <extracomment>What the user did, after "You" in the review's seat column.</extracomment>
            <translation>bỏ qua</translation>
        </message>
        <message>
            <source>passes</source>
            <translation>bỏ qua</translation>
        </message>
        <message>
            <source>bid to shoot the moon</source>
            <extracomment>What the user did in Moon, after "You" in the review's seat column: the bid of 21.</extracomment>
            <translation>thầu bắn mặt trăng</translation>
        </message>
        <message>
            <source>bids to shoot the moon</source>
            <translation>thầu bắn mặt trăng</translation>
        </message>
        <message>
            <source>bid {bid}</source>
            <extracomment>What the user did, after "You": "bid 30".</extracomment>
            <translation>thầu {bid}</translation>
        </message>
        <message>
            <source>bids {bid}</source>
            <extracomment>What another seat did, after its name: "bids 30".</extracomment>
            <translation>thầu {bid}</translation>
        </message>
        <message>
            <source>lay the {tile} away</source>
            <translation>úp bỏ {tile}</translation>
        </message>
        <message>
            <source>lays the {tile} away</source>
            <extracomment>What another seat did with Moon's widow, after its name: "lays the 6-1 away".</extracomment>
            <translation>úp bỏ {tile}</translation>
        </message>
        <message>
            <source>lay the hand down: every tile is sure to win</source>
            <translation>hạ bài: mọi miếng đều chắc chắn ăn</translation>
        </message>
        <message>
            <source>lays the hand down: every tile is sure to win</source>
            <translation>hạ bài: mọi miếng đều chắc chắn ăn</translation>
        </message>
        <message>
            <source>play {tile}</source>
            <translation>đánh {tile}</translation>
        </message>
        <message>
            <source>plays {tile}</source>
            <translation>đánh {tile}</translation>
        </message>
        <message>
            <source>everyone else passed: you had to bid</source>
            <extracomment>Why the user's bid was right: under the house rule the last to bid must bid when all others pass.</extracomment>
            <translation>mọi người khác đều bỏ qua: bạn phải thầu</translation>
        </message>
        <message>
            <source>{contract} ({percent}% to make)</source>
            <extracomment>The better trump in the hand review, and its chance: "sixes (72% to make)".</extracomment>
            <translation>{contract} ({percent}% đạt thầu)</translation>
        </message>
        <message>
            <source>The {tile} may be as good as the {best} the hint recommends: the hint's sampled deals are too few to tell the two apart.</source>
            <extracomment>{tile} is the user's tile, {best} the tile the hint recommends; the hint's chances come from sampled deals.</extracomment>
            <translation>{tile} có thể cũng tốt ngang {best} mà gợi ý đề xuất: số ván chia thử của gợi ý quá ít để phân biệt hai miếng.</translation>
        </message>
        <message>
            <source>{tile} ({tricks} tricks to come on average)</source>
            <extracomment>The better tile of a Moon play once the bid is decided: "6-2 (1.3 tricks to come on average)".</extracomment>
            <translation>{tile} (trung bình còn lấy {tricks} nước)</translation>
        </message>
        <message>
            <source>{tile} rather than {mine_tile}: {percent}% against {mine_percent}% to make, {tricks} against {mine_tricks} tricks on average, worth {worth} against {mine} game points</source>
            <extracomment>The better tile to lay away in Moon against the user's, each figure as the widow hint's table shows it, the better tile's first: "6-2 rather than 6-5: 82% against 72% to make, 6.0 against 6.7 tricks on average, worth +3.34 against +2.51 game points".</extracomment>
            <translation>{tile} thay vì {mine_tile}: {percent}% so với {mine_percent}% đạt thầu, trung bình {tricks} so với {mine_tricks} nước, giá trị {worth} so với {mine} điểm ván</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make)</source>
            <translation>{tile} ({percent}% đạt thầu)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set)</source>
            <translation>{tile} ({percent}% làm hụt thầu)</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to make): {reason}</source>
            <extracomment>{reason} is why the tile is better: "the 6-6 is a walker: no one can beat it in sixes now".</extracomment>
            <translation>{tile} ({percent}% đạt thầu): {reason}</translation>
        </message>
        <message>
            <source>{tile} ({percent}% to set): {reason}</source>
            <translation>{tile} ({percent}% làm hụt thầu): {reason}</translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average if the hand is played out</source>
            <translation>
                <numerusform>{tile} trung bình làm mất khoảng %n nước nếu đánh hết ván</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average if the hand is played out</source>
            <translation>
                <numerusform>{tile} trung bình làm mất khoảng %n điểm nếu đánh hết ván</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n trick(s) on average</source>
            <translation>
                <numerusform>{tile} trung bình làm mất khoảng %n nước</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the {tile} gives up about %n point(s) on average</source>
            <translation>
                <numerusform>{tile} trung bình làm mất khoảng %n điểm</numerusform>
            </translation>
        </message>
        <message>
            <source>the {tile} gave {seat} {points}</source>
            <extracomment>The user's count tile went to an opponent: "the 4-1 gave West 5 points".</extracomment>
            <translation>{tile} đã cho {seat} {points}</translation>
        </message>
    </context>
    <context>
        <name>session</name>
        <message>
            <source>The {tile} came from the widow: lay a tile away</source>
            <translation>{tile} là miếng dư: hãy úp bỏ một miếng</translation>
        </message>
        <message>
            <source>You took the widow: lay a tile away</source>
            <translation>Bạn đã lấy miếng dư: hãy úp bỏ một miếng</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Đến lượt bạn mở</translation>
        </message>
        <message>
            <source>Your play</source>
            <translation>Đến lượt bạn đánh</translation>
        </message>
        <message>
            <source>{seat} to bid…</source>
            <translation>{seat} đang đặt thầu…</translation>
        </message>
        <message>
            <source>{seat} to name trump…</source>
            <translation>{seat} đang gọi chủ bài…</translation>
        </message>
        <message>
            <source>{seat} to take the widow…</source>
            <translation>{seat} đang lấy miếng dư…</translation>
        </message>
        <message>
            <source>{seat} to play…</source>
            <translation>{seat} đang đánh…</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Ghế {seat}</translation>
        </message>
        <message>
            <source>{variant} needs {n} seats, got {got}</source>
            <translation>{variant} cần {n} ghế, nhận được {got}</translation>
        </message>
        <message>
            <source>one human seat at most</source>
            <translation>tối đa một ghế người chơi</translation>
        </message>
        <message>
            <source>Undo is off in this game.</source>
            <translation>Ván này không cho hoàn tác.</translation>
        </message>
        <message>
            <source>Nothing to undo.</source>
            <translation>Không có gì để hoàn tác.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Chưa đến lượt bạn.</translation>
        </message>
        <message>
            <source>No seat may act: the hand is in the {phase} phase.</source>
            <translation>Không ai được hành động: vòng đang ở giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You cannot bid now: it is the {phase} phase.</source>
            <translation>Bạn không thể đặt thầu lúc này: đang là giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You cannot name trump now: it is the {phase} phase.</source>
            <translation>Bạn không thể gọi chủ bài lúc này: đang là giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You cannot discard now: it is the {phase} phase.</source>
            <translation>Bạn không thể úp bỏ miếng lúc này: đang là giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You cannot play a tile now: it is the {phase} phase.</source>
            <translation>Bạn không thể đánh miếng lúc này: đang là giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: it is the {phase} phase.</source>
            <translation>Bạn không thể hạ bài lúc này: đang là giai đoạn {phase}.</translation>
        </message>
        <message>
            <source>You do not hold {tile}.</source>
            <translation>Bạn không có {tile}.</translation>
        </message>
        <message>
            <source>You must play the tile closest to 7 (you hold {held}).</source>
            <translation>Bạn phải đánh miếng gần 7 nhất (bạn đang cầm {held}).</translation>
        </message>
        <message>
            <source>You must follow {suit} (you hold {held}).</source>
            <translation>Bạn phải theo {suit} (bạn đang cầm {held}).</translation>
        </message>
        <message>
            <source>You may not pass: everyone else passed, so the last bidder must bid {minimum}.</source>
            <translation>Bạn không được bỏ qua: mọi người khác đều đã bỏ qua, nên người thầu cuối phải thầu {minimum}.</translation>
        </message>
        <message>
            <source>You are forced to bid the minimum, {minimum}.</source>
            <translation>Bạn bị buộc thầu mức thấp nhất, {minimum}.</translation>
        </message>
        <message>
            <source>A Plunge needs at least {need} doubles; you hold {have}.</source>
            <translation>Plunge cần ít nhất {need} miếng đôi; bạn có {have}.</translation>
        </message>
        <message>
            <source>A Splash needs at least {need} doubles; you hold {have}.</source>
            <translation>Splash cần ít nhất {need} miếng đôi; bạn có {have}.</translation>
        </message>
        <message>
            <source>You cannot lay down now: only the player to lead may, before the trick.</source>
            <translation>Bạn không thể hạ bài lúc này: chỉ người đến lượt mở mới được hạ bài, trước khi vào nước.</translation>
        </message>
        <message>
            <source>You cannot lay down: {reason}.</source>
            <translation>Bạn không thể hạ bài: {reason}.</translation>
        </message>
        <message>
            <source>A Moon bid is {minimum} to {tricks} tricks or {shot} (shoot the moon), not {value}.</source>
            <translation>Giá thầu Moon là từ {minimum} đến {tricks} nước hoặc {shot} (bắn mặt trăng), không phải {value}.</translation>
        </message>
        <message>
            <source>Bid {value} must beat the high bid of {high}.</source>
            <translation>Giá thầu {value} phải cao hơn giá thầu cao nhất {high}.</translation>
        </message>
        <message>
            <source>Bid {value} is below the minimum bid of {minimum}.</source>
            <translation>Giá thầu {value} thấp hơn mức thầu thấp nhất {minimum}.</translation>
        </message>
        <message>
            <source>Bid {value} is not a bid: points run from {minimum} to 41, marks are multiples of 42.</source>
            <translation>{value} không phải giá thầu hợp lệ: thầu điểm từ {minimum} đến 41, thầu dấu là bội số của 42.</translation>
        </message>
        <message>
            <source>Mark bids above 42 are not allowed (house rule: no 84).</source>
            <translation>Không cho phép thầu dấu trên 42 (luật riêng: không có 84).</translation>
        </message>
        <message numerus="yes">
            <source>The highest bid is %n marks ({points}).</source>
            <translation>
                <numerusform>Giá thầu cao nhất là %n dấu ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>After a mark bid the next bid must be exactly one mark more ({points}).</source>
            <translation>Sau một thầu dấu, giá thầu tiếp theo phải cao hơn đúng một dấu ({points}).</translation>
        </message>
        <message>
            <source>The first mark bid of an auction is 1 or 2 marks (42 or 84).</source>
            <translation>Thầu dấu đầu tiên trong lượt đấu thầu là 1 hoặc 2 dấu (42 hoặc 84).</translation>
        </message>
        <message>
            <source>{name} is not played in this game (house rule off).</source>
            <translation>Ván này không chơi {name} (luật riêng đang tắt).</translation>
        </message>
        <message numerus="yes">
            <source>A Plunge here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Ở đây Plunge là giá thầu %n dấu ({points}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A Splash here is a bid of %n mark(s) ({points}).</source>
            <translation>
                <numerusform>Ở đây Splash là giá thầu %n dấu ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} cannot be named in this game of Moon.</source>
            <translation>Ván Moon này không cho gọi {contract}.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a plunge.</source>
            <translation>Không thể gọi {name} khi thầu Plunge.</translation>
        </message>
        <message>
            <source>{name} cannot be named on a splash.</source>
            <translation>Không thể gọi {name} khi thầu Splash.</translation>
        </message>
        <message numerus="yes">
            <source>{name} needs a bid of at least %n mark(s) ({points}).</source>
            <translation>
                <numerusform>{name} cần giá thầu ít nhất %n dấu ({points}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{contract} is not allowed here.</source>
            <translation>Ở đây không cho phép {contract}.</translation>
        </message>
        <message>
            <source>{reason}.</source>
            <extracomment>A message from the game engine said to the user; {reason} starts in lower case.</extracomment>
            <translation>{reason}.</translation>
        </message>
        <message>
            <source>Wait for the other players: it is not your move yet.</source>
            <translation>Hãy chờ những người chơi khác: chưa đến lượt bạn.</translation>
        </message>
        <message>
            <source>Laying down is right here too: every tile you hold is sure to win. This lesson plays the tricks out to show why: read the card again.</source>
            <translation>Hạ bài ở đây cũng đúng: mọi miếng bạn có đều chắc ăn. Bài học này đánh hết các nước để cho thấy lý do: hãy đọc lại thẻ.</translation>
        </message>
        <message>
            <source>That is not this lesson's move: read the card again.</source>
            <translation>Đó không phải bước đi của bài học này: hãy đọc lại thẻ.</translation>
        </message>
    </context>
    <context>
        <name>stats</name>
        <message>
            <source>another program is using it</source>
            <translation>một chương trình khác đang dùng nó</translation>
        </message>
        <message>
            <source>it may not be written</source>
            <translation>không được phép ghi vào nó</translation>
        </message>
        <message>
            <source>it cannot be opened</source>
            <translation>không mở được nó</translation>
        </message>
        <message>
            <source>Statistics cannot be kept in this session ({error}); the statistics file is left as it is.</source>
            <translation>Không thể lưu thống kê trong phiên này ({error}); tệp thống kê được giữ nguyên.</translation>
        </message>
        <message>
            <source>The statistics file was written by a newer version of Texas 42 (schema {version}); it was moved to {file} and new statistics were started.</source>
            <translation>Tệp thống kê do một phiên bản Texas 42 mới hơn ghi (lược đồ {version}); tệp đã được chuyển sang {file} và thống kê mới đã được bắt đầu.</translation>
        </message>
        <message>
            <source>The statistics file was damaged ({error}); it was moved to {file} and new statistics were started.</source>
            <translation>Tệp thống kê bị hỏng ({error}); tệp đã được chuyển sang {file} và thống kê mới đã được bắt đầu.</translation>
        </message>
        <message>
            <source>Statistics could not be saved ({error}); the game goes on.</source>
            <translation>Không lưu được thống kê ({error}); ván chơi vẫn tiếp tục.</translation>
        </message>
    </context>
</TS>
