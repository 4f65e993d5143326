    v	=	"héllo 世界 😀"
