logging    {
  level =	"x"
	}
