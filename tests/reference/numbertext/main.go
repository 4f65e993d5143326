// Prints what the reference's numbers write for numbers far from zero, as
// the rows of number_test.c's cases_far table: for a parsed number, a
// quotient or a product (cty's ParseNumberVal, Divide, Multiply), the
// shortest digits in exponent form (Text('e', -1): the digits of
// Text('f', -1) without its zeros), the precision and Text('g', 10); then,
// as cases_far_equal rows, cty's Equals of pairs of neighbours. The inputs
// come from a fixed seed, with exponents the reference still prints in
// seconds (its decimal conversion takes time quadratic in the exponent).
//
//	usage: go run main.go
package main

import (
	"fmt"
	"math/rand"

	"github.com/zclconf/go-cty/cty"
)

func num(t string) cty.Value {
	v, err := cty.ParseNumberVal(t)
	if err != nil {
		panic(err)
	}
	return v
}

func row(op, a, b string, v cty.Value) {
	f := v.AsBigFloat()
	fmt.Printf("    {\"%s\", \"%s\", \"%s\",\n     \"%s %d %s\"},\n", op, a, b,
		f.Text('e', -1), f.Prec(), f.Text('g', 10))
}

func main() {
	r := rand.New(rand.NewSource(20261128))
	divisors := []string{"3", "7", "0.1", "12345.6789"}
	for i := 0; i < 24; i++ {
		digits := 1 + r.Intn(40)
		m := fmt.Sprintf("%d", 1+r.Intn(9))
		for j := 1; j < digits; j++ {
			m += fmt.Sprintf("%d", r.Intn(10))
		}
		exp := 2100 + r.Intn(20000)
		if i%2 == 1 {
			exp = -exp
		}
		t := fmt.Sprintf("%s.%se%d", m[:1], m[1:], exp)
		d := divisors[i%len(divisors)]
		switch i % 3 {
		case 0:
			row("parse", t, "", num(t))
		case 1:
			row("div", t, d, num(t).Divide(num(d)))
		default:
			row("mul", t, d, num(t).Multiply(num(d)))
		}
	}
	pairs := [][2]string{
		{"5e20000", "5.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001e20000"},
		{"5e20000", "5.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001e20000"},
		{"7e-20000", "7.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001e-20000"},
		{"9.99999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999e9000", "1e9001"},
		{"1e9001", "1.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001e9001"},
	}
	fmt.Println("----")
	for _, p := range pairs {
		fmt.Printf("    {\"%s\",\n     \"%s\", %v},\n", p[0], p[1], num(p[0]).Equals(num(p[1])).True())
	}
}
