# Grapheme clusters where the reference's segmenter (Unicode 13)
# differs from Unicode 15: ZWJ and a pictograph after a Hangul,
# regional indicator or pictograph core, L+ LV before T, reserved
# pictographs. The comments line up on the string's width.

hangul_zwj_emoji      = "가‍😀" # width
next_hangul_zwj_emoji = 1   # aligned

jamo_zwj_emoji      = "ᄀ̀‍😀" # width
next_jamo_zwj_emoji = 1   # aligned

flag_zwj_emoji      = "🇦‍❤" # width
next_flag_zwj_emoji = 1   # aligned

emoji_mark_zwj_emoji      = "😀ः‍😀" # width
next_emoji_mark_zwj_emoji = 1   # aligned

emoji_zwj_zwj_emoji      = "😀‍‍😀" # width
next_emoji_zwj_zwj_emoji = 1   # aligned

letter_zwj_emoji      = "a‍😀" # width
next_letter_zwj_emoji = 1    # aligned

l_lv_t      = "ᄀ각" # width
next_l_lv_t = 1    # aligned

l_l_lv_t_t      = "ᄀᄀ각ᆨ" # width
next_l_l_lv_t_t = 1    # aligned

lv_t      = "각" # width
next_lv_t = 1   # aligned

reserved_pictograph      = "가‍🀬" # width
next_reserved_pictograph = 1   # aligned

