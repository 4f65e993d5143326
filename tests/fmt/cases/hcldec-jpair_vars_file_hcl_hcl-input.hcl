a = "${who}-${nums[0]}"
