# Copyright IBM Corp. 2013, 2026
# SPDX-License-Identifier: MPL-2.0

schema = 1
artifacts {
  zip = [
    "packer-plugin-amazon_${version}_darwin_amd64.zip",
    "packer-plugin-amazon_${version}_darwin_arm64.zip",
    "packer-plugin-amazon_${version}_freebsd_386.zip",
    "packer-plugin-amazon_${version}_freebsd_amd64.zip",
    "packer-plugin-amazon_${version}_freebsd_arm.zip",
    "packer-plugin-amazon_${version}_linux_386.zip",
    "packer-plugin-amazon_${version}_linux_amd64.zip",
    "packer-plugin-amazon_${version}_linux_arm.zip",
    "packer-plugin-amazon_${version}_linux_arm64.zip",
    "packer-plugin-amazon_${version}_netbsd_386.zip",
    "packer-plugin-amazon_${version}_netbsd_amd64.zip",
    "packer-plugin-amazon_${version}_netbsd_arm.zip",
    "packer-plugin-amazon_${version}_openbsd_386.zip",
    "packer-plugin-amazon_${version}_openbsd_amd64.zip",
    "packer-plugin-amazon_${version}_openbsd_arm.zip",
    "packer-plugin-amazon_${version}_solaris_amd64.zip",
    "packer-plugin-amazon_${version}_windows_386.zip",
    "packer-plugin-amazon_${version}_windows_amd64.zip",
  ]
}
